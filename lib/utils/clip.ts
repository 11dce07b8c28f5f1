/**
 * Text cut to `max` characters for display, marked with an ellipsis. Rows written before the
 * input rules existed (or by a future path that forgets them) must not make a page or an
 * e-mail megabytes long.
 */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
