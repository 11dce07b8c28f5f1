/**
 * The trial form asks for address, city and country; the submission keeps them as one line
 * ("Av. Ejército 123, Arequipa, Perú"), which the team reads as typed. The site needs them apart
 * again: the street on its own line, the city where "Perú" is added. Safe for client code.
 */
export function joinLocation(parts: { address?: string; city: string; country: string }): string {
  return [parts.address, parts.city, parts.country].filter(Boolean).join(', ');
}

/**
 * The street and the city back from the line, read from the end (an address may hold commas, a
 * city does not): the country last, the city before it, the address the rest. A line of one part
 * is a city (rows written before the form asked for the country, or typed by the team).
 */
export function splitLocation(location: string | null): { address: string; city: string } {
  const parts = (location ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length <= 1) return { address: '', city: parts[0] ?? '' };
  return { address: parts.slice(0, -2).join(', '), city: parts.at(-2)! };
}
