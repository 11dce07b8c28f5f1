import type { SiteDocument } from '@/lib/sites/document/document';
import { fontFaces, fontStack, pairingFamilies } from './site-fonts';

/**
 * A customer's site's whole stylesheet, inlined in every page (one request less, nothing to
 * block the first paint): the site's own few rules, not the app's Tailwind bundle. The palette
 * comes from the document; lib/sites/render/palette.ts guarantees white text on the primary colour and
 * accent text on white reach WCAG AA, and every other colour here is a fixed grey that does
 * (#525252 on white 7.8:1, #e5e5e5 on #171717 14:1). Tap targets are at least 24 px high.
 */
const BASE = `*,::before,::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;font-family:var(--body);font-size:1rem;line-height:1.6;color:#1c1c1c;background:#fff}
h1,h2,h3{font-family:var(--heading);line-height:1.2;margin:0;font-weight:700;overflow-wrap:anywhere}
p{margin:.5rem 0 0}
img{max-width:100%;height:auto;display:block}
a{color:inherit;text-underline-offset:3px}
:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.wrap{max-width:64rem;margin:0 auto;padding:0 1rem}
.skip{position:absolute;left:-999rem;top:.5rem;background:#fff;padding:.5rem;z-index:1}
.skip:focus{left:.5rem}
.banner{margin:0;padding:.5rem 1rem;background:#fef3c7;color:#451a03;text-align:center;font-size:.875rem;font-weight:600}
.top{border-bottom:1px solid #e5e5e5}
.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem;padding-top:.5rem;padding-bottom:.5rem}
.brand{display:flex;align-items:center;gap:.5rem;min-height:44px;font-family:var(--heading);font-size:1.25rem;font-weight:700;color:var(--primary);text-decoration:none}
.brand img{width:40px;height:40px;object-fit:contain;border-radius:4px}
.top ul{display:flex;flex-wrap:wrap;gap:0 1rem;margin:0;padding:0;list-style:none;font-weight:500}
.top li a{display:inline-block;padding:.5rem .125rem;text-decoration:none}
.top li a:hover,.top a[aria-current=page]{text-decoration:underline}
.top a[aria-current=page]{color:var(--accent)}
.top nav{display:flex;flex-wrap:wrap;align-items:center;gap:0 1rem}
.lang{display:inline-block;min-height:44px;padding:.6rem .75rem;border:1px solid currentColor;border-radius:999px;font-size:.9rem;font-weight:500;line-height:1.2;text-decoration:none}
.more summary{padding:.5rem .125rem;font-weight:500;cursor:pointer}
.more[open]{flex-basis:100%}
.more ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(9rem,1fr));gap:0 1rem;padding-bottom:.5rem}
.hero{padding:4rem 0;background:var(--primary);color:#fff}
.hero h1{font-size:clamp(2rem,7vw,3.25rem)}
.hero p{max-width:40rem;margin-top:1rem;font-size:1.125rem}
.hero :focus-visible,.foot :focus-visible{outline-color:#fff}
.button{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border:0;border-radius:.375rem;background:var(--primary);color:#fff;font:inherit;font-weight:600;text-decoration:none;cursor:pointer}
.button:hover{text-decoration:underline}
.hero .button{background:#fff;color:var(--primary)}
.hero img{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:.5rem;margin-top:2rem}
.page-title{padding:2.5rem 0 0}
.page-title h1{font-size:clamp(1.875rem,6vw,2.5rem)}
.block{padding:3rem 0}
.block h2,.cta h2{font-size:1.875rem;margin-bottom:1.5rem}
.grid{display:grid;gap:1rem;margin:0;padding:0;list-style:none}
.card{padding:1.25rem;border:1px solid #e5e5e5;border-radius:.5rem}
.card h3{font-size:1.125rem}
.text{white-space:pre-line}
.lead{max-width:46rem;font-size:1.125rem}
.note{display:block;color:#525252;font-size:.9375rem}
.price{font-weight:600;color:var(--accent);white-space:nowrap}
.rule{padding-bottom:.5rem;border-bottom:1px solid #e5e5e5;font-size:1.25rem}
.menu{margin:.75rem 0 0;padding:0;list-style:none}
.menu li{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;padding:.375rem 0}
.menu .photo{flex:none;width:4.5rem;height:4.5rem;aspect-ratio:1;object-fit:cover;border-radius:.375rem;align-self:center}
.menu .photo+span{margin-right:auto}
.card .photo{width:100%;aspect-ratio:3/2;object-fit:cover;border-radius:.375rem;margin-bottom:.75rem}
.gallery{grid-template-columns:repeat(2,1fr)}
.gallery img{width:100%;aspect-ratio:3/2;object-fit:cover;border-radius:.375rem}
figure{margin:0;padding:1.25rem;border-radius:.5rem;background:#f5f5f5}
blockquote{margin:0}
figcaption{margin-top:.75rem;font-weight:600;color:#404040}
table{width:100%;max-width:24rem;border-collapse:collapse;text-align:left}
th,td{padding:.375rem 1rem .375rem 0;border-bottom:1px solid #ededed}
th{font-weight:500}
address{font-style:normal}
.link{display:inline-block;margin-top:.75rem;padding:.25rem 0;color:var(--accent);font-weight:600}
.faq details{padding:.5rem 0;border-bottom:1px solid #e5e5e5}
.faq summary{padding:.25rem 0;font-weight:500;cursor:pointer}
.cta{padding:3.5rem 0;background:#f5f5f5;text-align:center}
.cta .lead{margin:0 auto}
.form{display:grid;gap:1rem;max-width:36rem}
.form label{display:block;font-weight:500}
.form input,.form textarea{display:block;width:100%;margin-top:.25rem;padding:.5rem .75rem;border:1px solid #737373;border-radius:.375rem;font:inherit;color:inherit;background:#fff}
.form .button{justify-self:start;margin-top:0}
.form .field label{display:block}
.form [aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.error{margin:.25rem 0 0;color:#b91c1c;font-weight:600}
.hint{font-weight:400;color:#525252}
.placeholder{max-width:36rem;padding:1rem;border:1px dashed #737373;border-radius:.375rem}
.actions{display:flex;flex-wrap:wrap;gap:0 1rem;margin:0;padding:0;list-style:none}
.hidden{display:none}
.qty{display:grid;gap:.125rem;justify-items:end;font-size:.875rem}
.qty input{width:4.5rem;padding:.375rem .5rem;border:1px solid #737373;border-radius:.375rem;font:inherit;text-align:right;background:#fff}
.qty [aria-invalid=true]{border-color:#b91c1c;border-width:2px}
.order>.form{margin-top:1.5rem}
.order fieldset{margin:0;padding:0;border:0}
.order legend{font-weight:500}
.form .choice{display:flex;align-items:center;gap:.5rem;font-weight:400}
.form .choice input{width:auto;margin:0}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap}
.thanks{padding:5rem 0;text-align:center}
.beacon{position:absolute;width:1px;height:1px;opacity:0}
.narrow{max-width:48rem}
.narrow h1{font-size:clamp(1.875rem,6vw,2.5rem);color:var(--primary)}
.posts{display:grid;gap:2rem;margin:2rem 0 0;padding:0;list-style:none}
.posts h2{font-size:1.25rem;margin:0}
.prose{margin-top:1.5rem;overflow-wrap:anywhere}
.prose h2{font-size:1.5rem;margin:2.5rem 0 .75rem}
.prose h3{font-size:1.25rem;margin:2rem 0 .5rem}
.prose p,.prose ul,.prose ol{margin:1rem 0}
.prose ul,.prose ol{padding-left:1.5rem}
.prose a{color:var(--accent);font-weight:500}
.prose blockquote{margin:1.5rem 0;padding-left:1rem;border-left:4px solid #d4d4d4;font-style:italic}
.prose img{margin:1.5rem 0;border-radius:.375rem}
.prose table{display:block;max-width:100%;overflow-x:auto}
.thanks .lead{margin:1rem auto}
.foot{padding:2.5rem 0 1.5rem;background:#171717;color:#e5e5e5;font-size:.9375rem}
.cols{display:grid;gap:1.5rem}
.foot ul{margin:0;padding:0;list-style:none}
.foot li a{display:inline-block;padding:.25rem 0}
.foot .name{margin:0;font-family:var(--heading);font-size:1.125rem;font-weight:600;color:#fff}
.social{text-transform:capitalize}
.made{margin-top:2rem;padding-top:1rem;border-top:1px solid #404040;font-size:.8125rem}
@media (min-width:40rem){.pictured .wrap{display:grid;grid-template-columns:3fr 2fr;gap:2.5rem;align-items:center}.pictured img{margin-top:0}.grid{grid-template-columns:repeat(2,1fr)}.cols{grid-template-columns:1fr 1fr}.foot ul{text-align:right}.hero{padding:6rem 0}}
@media (min-width:64rem){.three,.gallery{grid-template-columns:repeat(3,1fr)}}`.replace(/\n/g, '');

/** The stylesheet of one site: its fonts (from `fontBase`), its palette, then the shared rules. */
export function siteStylesheet(document: SiteDocument, fontBase: string): string {
  const { heading, body } = pairingFamilies(document.theme.fonts);
  const vars = `:root{--primary:${document.theme.primary};--accent:${document.theme.accent};--heading:${fontStack(heading)};--body:${fontStack(body)}}`;
  return `${fontFaces(document.theme.fonts, fontBase)}${vars}${BASE}`;
}
