/**
 * The subject and plain text of a message as nodemailer sent it over SMTP (tests/fakes/smtp keeps
 * the raw text): headers unfolded, encoded words and the text part's transfer encoding undone.
 */
function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=\s*/gi, (_, _charset: string, kind: string, data: string) =>
    kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
  return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
}

function headersOf(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

export function readSmtpMessage(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = headersOf(head);
  const body = rest.join('\n\n');
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  let part = { headers, body };
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((p) => {
        const [h = '', ...b] = p.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
        return { headers: headersOf(h), body: b.join('\n\n') };
      });
    part = parts.find((p) => (p.headers.get('content-type') ?? '').startsWith('text/plain')) ?? part;
  }
  const encoding = (part.headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable' ? decodeQuotedPrintable(part.body) : encoding === 'base64' ? Buffer.from(part.body, 'base64').toString('utf8') : part.body;
  return { subject: decodeWords(headers.get('subject') ?? ''), text: text.trim() };
}
