/**
 * A site's two colours from what the customer wrote ("azul y dorado", "#0f766e, naranja"),
 * each corrected until it passes WCAG AA (4.5:1) where the renderer uses it: white text on the
 * primary colour, accent-coloured text on the white page.
 */

const NAMED: Record<string, string> = {
  rojo: '#c0392b',
  granate: '#7b1e2b',
  vino: '#6d1a36',
  naranja: '#e67e22',
  amarillo: '#f1c40f',
  dorado: '#b8860b',
  verde: '#2e7d32',
  turquesa: '#0f766e',
  celeste: '#3498db',
  azul: '#1f4e9c',
  marino: '#1b2a49',
  morado: '#6c3483',
  lila: '#9b59b6',
  rosado: '#d6336c',
  rosa: '#d6336c',
  marron: '#6d4c41',
  café: '#6d4c41',
  cafe: '#6d4c41',
  negro: '#222222',
  gris: '#5f6b73',
  beige: '#a1866f',
  terracota: '#b5532f',
  mostaza: '#c9a227',
};

const DEFAULTS = { primary: '#1f4e9c', accent: '#b5532f' };

/** The hex colours named or written in the text, in order. */
export function colorsFromText(text: string | null | undefined): string[] {
  if (!text) return [];
  const found: { at: number; hex: string }[] = [];
  for (const match of text.matchAll(/#([0-9a-f]{6}|[0-9a-f]{3})\b/gi)) {
    const raw = match[1]!.toLowerCase();
    found.push({ at: match.index, hex: `#${raw.length === 3 ? [...raw].map((c) => c + c).join('') : raw}` });
  }
  const lower = text.toLowerCase().normalize('NFC');
  for (const [name, hex] of Object.entries(NAMED)) {
    const at = lower.search(new RegExp(`\\b${name}\\b`, 'u'));
    if (at >= 0) found.push({ at, hex });
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.hex))];
}

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Darkens the colour step by step (keeping its hue) until it reaches 4.5:1 against white. */
export function darkenUntilReadable(hex: string, minimum = 4.5): string {
  let [r, g, b] = channels(hex);
  let color = hex.toLowerCase();
  while (contrastRatio(color, '#ffffff') < minimum) {
    [r, g, b] = [Math.floor(r * 0.92), Math.floor(g * 0.92), Math.floor(b * 0.92)];
    color = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  }
  return color;
}

export function paletteFrom(text: string | null | undefined): { primary: string; accent: string } {
  const [first, second] = colorsFromText(text);
  return {
    primary: darkenUntilReadable(first ?? DEFAULTS.primary),
    accent: darkenUntilReadable(second ?? DEFAULTS.accent),
  };
}
