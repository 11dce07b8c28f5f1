/**
 * Escapes text for HTML and XML alike (e-mails, customers' sites, sitemaps, RSS, SVG): the five
 * characters that can end a text node or an attribute value. `&#39;` rather than `&apos;`, which
 * HTML 4 readers (some e-mail clients) do not know.
 */
export function escapeHtml(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}
