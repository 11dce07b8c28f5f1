import { socialProofRegions } from '@/content/social-proof';

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

const KNOWN_REGIONS = new Map(socialProofRegions.map((region) => [fold(region), region]));

/**
 * The city of a trial submission's target_location ("address, city, country"), or null when it
 * cannot be told apart safely. Only a Peruvian city is returned (the notice says ", Perú"), and a
 * part with digits is never shown: it would be a street address, not a city.
 */
export function regionFromLocation(targetLocation: string | null): string | null {
  if (!targetLocation) return null;
  const parts = targetLocation
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const country = parts.pop();
  if (!country || !['peru', 'pe'].includes(fold(country))) return null;
  const city = parts.pop();
  if (!city || /\d/.test(city) || city.length > 40) return null;
  return KNOWN_REGIONS.get(fold(city)) ?? titleCase(city);
}

const LOWERCASE_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'el', 'y']);

/** 'san vicente de cañete' → 'San Vicente de Cañete'. */
function titleCase(value: string): string {
  return value
    .toLocaleLowerCase('es-PE')
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && LOWERCASE_WORDS.has(word)
        ? word
        : word.replace(/(^|-)(\p{L})/gu, (_m, dash: string, letter: string) => dash + letter.toLocaleUpperCase('es-PE')),
    )
    .join(' ');
}
