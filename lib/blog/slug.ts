/**
 * The spec's slug rule: lowercase, accents removed, runs of anything not a-z or 0-9 become one
 * hyphen, leading and trailing hyphens trimmed. Emoji and symbols simply disappear.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
