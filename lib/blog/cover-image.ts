import 'server-only';
import sharp from 'sharp';
import { getStorage } from '@/lib/storage/storage';
import { escapeHtml } from '@/lib/html/escape';

/**
 * Each article's cover, drawn here (no outside image service): the title on a brand-coloured
 * card, 1200×630 (the size link previews use), rendered from SVG to WebP with sharp.
 */
const WIDTH = 1200;
const HEIGHT = 630;
const PALETTES = [
  ['#b4342a', '#6e1a14'],
  ['#1f4e79', '#0f2a44'],
  ['#2f6b4f', '#173a2a'],
  ['#7a3f8f', '#3e1f4a'],
] as const;

/** Greedy word wrap by character count (a fair stand-in for width at this font size). */
export function wrapTitle(title: string, maxChars = 30, maxLines = 4): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const piece = word.length > maxChars ? `${word.slice(0, maxChars - 1)}…` : word;
    if (!current) current = piece;
    else if (`${current} ${piece}`.length <= maxChars) current = `${current} ${piece}`;
    else {
      lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]?.replace(/[.,;:]?$/, '')}…`;
  return kept;
}

export function coverSvg(title: string): string {
  const hash = [...title].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const [from, to] = PALETTES[hash % PALETTES.length] ?? PALETTES[0];
  const lines = wrapTitle(title);
  const fontSize = lines.length > 3 ? 58 : 66;
  const lineHeight = Math.round(fontSize * 1.2);
  const firstBaseline = HEIGHT / 2 - ((lines.length - 1) * lineHeight) / 2 + fontSize / 3;
  const font = 'DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>
  <circle cx="${WIDTH - 80}" cy="90" r="220" fill="#ffffff" fill-opacity="0.07"/>
  <circle cx="120" cy="${HEIGHT + 40}" r="260" fill="#ffffff" fill-opacity="0.05"/>
  <text x="80" y="96" font-family="${font}" font-size="28" font-weight="700" letter-spacing="4" fill="#ffffff" fill-opacity="0.85">VITRINA · BLOG</text>
  ${lines
    .map(
      (line, i) =>
        `<text x="80" y="${Math.round(firstBaseline + i * lineHeight)}" font-family="${font}" font-size="${fontSize}" font-weight="700" fill="#ffffff">${escapeHtml(line)}</text>`,
    )
    .join('\n  ')}
  <text x="80" y="${HEIGHT - 60}" font-family="${font}" font-size="26" fill="#ffffff" fill-opacity="0.8">Sitios web para negocios en Perú</text>
</svg>`;
}

/** Renders and stores the cover; returns its public URL for image_url. */
export async function createCoverImage(articleId: string, title: string): Promise<string> {
  const webp = await sharp(Buffer.from(coverSvg(title)))
    .webp({ quality: 82 })
    .toBuffer();
  const { url } = await getStorage().put(`blog-covers/${articleId}-${Date.now()}.webp`, webp, 'image/webp');
  return url;
}
