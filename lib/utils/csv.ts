/**
 * A spreadsheet cell: quoted, quotes doubled, and a leading = + - @ neutralised so text someone
 * typed (a customer's name, a visitor's message) never runs as a formula in a spreadsheet.
 */
function cell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A CSV file for spreadsheets: a header line, CRLF line ends, and the byte-order mark Excel needs to read accents as UTF-8. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  return `\uFEFF${[header, ...rows].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;
}
