/**
 * Readable text from an HTML page: its title, meta description and visible body text. Scripts,
 * styles and markup are dropped; the result is plain text for a prompt, never rendered as HTML.
 */
export type PageText = { title: string; description: string; text: string };

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  aacute: 'á',
  eacute: 'é',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  uuml: 'ü',
  Aacute: 'Á',
  Eacute: 'É',
  Iacute: 'Í',
  Oacute: 'Ó',
  Uacute: 'Ú',
  Ntilde: 'Ñ',
  Uuml: 'Ü',
  iexcl: '¡',
  iquest: '¿',
  laquo: '«',
  raquo: '»',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  copy: '©',
  reg: '®',
  euro: '€',
  middot: '·',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, entity: string) => {
    if (entity[0] === '#') {
      const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : parseInt(entity.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED_ENTITIES[entity] ?? match;
  });
}

const collapse = (text: string) =>
  text
    .replace(/[ \t\f\v\r]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .replace(/\n{2,}/g, '\n')
    .trim();

function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\b${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[2] ?? match[3] ?? match[4]) : undefined;
}

function metaDescription(html: string): string {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const name = (attribute(tag, 'name') ?? attribute(tag, 'property'))?.toLowerCase();
    if (name === 'description' || name === 'og:description') return collapse(decodeEntities(attribute(tag, 'content') ?? ''));
  }
  return '';
}

export function extractPageText(html: string, maxChars = 12_000): PageText {
  const title = collapse(decodeEntities(/<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? ''));
  const description = metaDescription(html);
  const body = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template|svg|head|iframe|object|canvas)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?(p|div|section|article|header|footer|main|nav|li|ul|ol|h[1-6]|br|tr|table|blockquote)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ');
  const text = collapse(decodeEntities(body));
  return { title: title.slice(0, 300), description: description.slice(0, 500), text: text.slice(0, maxChars) };
}
