import type { FontPairing } from '@/lib/sites/document/document';

/**
 * The font files of the three pairings (decision 0010): variable Latin woff2 files from the
 * Fontsource npm packages, served by this app at /fuentes/{file} (app/fuentes/[file]/route.ts,
 * also on every site's host) and copied beside the pages by the static export. A page references
 * only its pairing's files.
 *
 * Each family has a fallback face over a local system font whose metrics are adjusted to the web
 * font's (size, ascent, descent), so the text takes the same space before and after the file
 * arrives and the swap moves nothing (CLS 0). The figures follow the method of next/font: the
 * web font's average Latin character width and vertical metrics over the local font's, from the
 * capsize metrics Next ships (node_modules/next/dist/server/capsize-font-metrics.json).
 */
type Family = {
  name: string;
  package: string;
  file: string;
  fallback: { locals: string[]; generic: 'sans-serif' | 'serif'; size: string; ascent: string; descent: string };
};

const ARIAL = ['Arial', 'Liberation Sans', 'Arimo', 'Helvetica'];
const TIMES = ['Times New Roman', 'Liberation Serif', 'Tinos', 'Times'];

export const SITE_FONT_FAMILIES = {
  inter: {
    name: 'Inter',
    package: '@fontsource-variable/inter',
    file: 'inter-latin-wght-normal.woff2',
    fallback: { locals: ARIAL, generic: 'sans-serif', size: '107.12%', ascent: '90.44%', descent: '22.52%' },
  },
  lora: {
    name: 'Lora',
    package: '@fontsource-variable/lora',
    file: 'lora-latin-wght-normal.woff2',
    fallback: { locals: TIMES, generic: 'serif', size: '115.20%', ascent: '87.33%', descent: '23.78%' },
  },
  nunito: {
    name: 'Nunito',
    package: '@fontsource-variable/nunito',
    file: 'nunito-latin-wght-normal.woff2',
    fallback: { locals: ARIAL, generic: 'sans-serif', size: '101.39%', ascent: '99.71%', descent: '34.82%' },
  },
} satisfies Record<string, Family>;

type FamilyKey = keyof typeof SITE_FONT_FAMILIES;

/** moderna: Inter throughout; clasica: Lora headings over Inter; cercana: the rounded Nunito throughout. */
const PAIRINGS: Record<FontPairing, { heading: FamilyKey; body: FamilyKey }> = {
  moderna: { heading: 'inter', body: 'inter' },
  clasica: { heading: 'lora', body: 'inter' },
  cercana: { heading: 'nunito', body: 'nunito' },
};

export const SITE_FONT_PATH = '/fuentes';

/** The families a pairing uses (one or two), headings first. */
export function pairingFamilies(pairing: FontPairing): { heading: Family; body: Family; files: Family[] } {
  const { heading, body } = PAIRINGS[pairing];
  const files = [...new Set([heading, body])].map((key) => SITE_FONT_FAMILIES[key]);
  return { heading: SITE_FONT_FAMILIES[heading], body: SITE_FONT_FAMILIES[body], files };
}

/** The file a /fuentes/{file} request may ask for, or null: only the packaged files are served. */
export function siteFontByFile(file: string): Family | null {
  return Object.values(SITE_FONT_FAMILIES).find((family) => family.file === file) ?? null;
}

/** `font-family` value: the web font, then its adjusted fallback, then the generic family. */
export const fontStack = (family: Family) => `"${family.name}", "${family.name} Fallback", ${family.fallback.generic}`;

/** @font-face rules of a pairing; `base` is where its files are ('/fuentes', or 'fuentes' in the export). */
export function fontFaces(pairing: FontPairing, base: string): string {
  return pairingFamilies(pairing)
    .files.map(
      (f) =>
        `@font-face{font-family:"${f.name}";src:url(${base}/${f.file}) format("woff2");font-weight:100 900;font-style:normal;font-display:swap}` +
        `@font-face{font-family:"${f.name} Fallback";src:${f.fallback.locals.map((l) => `local("${l}")`).join(',')};size-adjust:${f.fallback.size};ascent-override:${f.fallback.ascent};descent-override:${f.fallback.descent};line-gap-override:0%}`,
    )
    .join('');
}
