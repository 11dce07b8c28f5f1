import 'server-only';
import { createElement } from 'react';
// eslint-disable-next-line no-restricted-imports -- minimal stand-in for the standalone renderer being written in parallel (same signature; replaced at merge): it reuses the one site renderer.
import { SiteFrame, SitePageView } from '@/components/sites/site-page';
// eslint-disable-next-line no-restricted-imports -- as above.
import { SiteThanks } from '@/components/sites/site-thanks';
import { escapeHtml } from '@/lib/email/render';
import type { SiteDocument, SitePage } from './document';

export type RenderSiteHtmlInput = {
  document: SiteDocument;
  page: SitePage | 'thanks';
  origin: string;
  mode: 'live' | 'preview' | 'export';
  previewBase?: string;
};

/** The file a page of the site is saved as in a static export: Inicio is index.html. */
export const exportFileName = (slug: string) => (slug === '' ? 'index.html' : `${slug}.html`);

/** Enough style for an export read from disk: the theme's colours and a readable column. */
const EXPORT_CSS = `*,::before,::after{box-sizing:border-box}body{margin:0;line-height:1.5}img{max-width:100%;height:auto}
a{color:inherit}header nav ul,footer ul{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:1rem}
header>div,main section>div,footer>div{max-width:64rem;margin:0 auto;padding:1rem}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}
.site-heading{font-family:var(--site-heading-font)}section[id]{padding:2rem 0}footer{background:#171717;color:#e5e5e5}`;

/**
 * A page of a site as a whole HTML document. In 'export' mode the site's own links become
 * relative files (index.html, nosotros.html) so the pages open from disk and on any static host.
 */
export async function renderSiteHtml(input: RenderSiteHtmlInput): Promise<string> {
  const { renderToStaticMarkup } = await import('react-dom/server');
  const { document, page, origin } = input;
  const previewBase = input.mode === 'preview' ? input.previewBase : undefined;
  const body =
    page === 'thanks'
      ? // A pure component without hooks: called directly, it is the frame's markup around the thanks.
        SiteFrame({ document, current: null, origin, previewBase, children: createElement(SiteThanks) })
      : createElement(SitePageView, { document, page, origin, previewBase });
  let markup = renderToStaticMarkup(body);
  if (input.mode === 'export') {
    const files = new Set([...document.pages.map((p) => p.slug as string), 'gracias']);
    markup = markup.replace(/href="\/([a-z0-9-]*)(#[^"]*)?"/g, (whole, slug: string, hash: string | undefined) =>
      files.has(slug) ? `href="${exportFileName(slug)}${hash ?? ''}"` : whole,
    );
  }
  const title = page === 'thanks' ? `Gracias — ${document.business.name}` : page.slug === '' ? document.business.name : `${page.title} — ${document.business.name}`;
  return `<!DOCTYPE html><html lang="es-PE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>${
    input.mode === 'export' ? `<style>${EXPORT_CSS}</style>` : ''
  }</head><body>${markup}</body></html>`;
}
