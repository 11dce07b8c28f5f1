import 'server-only';

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * Reads a request body (or a response's, from a service we call), refusing it once it passes
 * `limitBytes`: the declared length is checked first, then the bytes actually received (a sender
 * can omit or misstate the length). What was read stays under the limit, so a huge body costs no
 * memory, only the bytes up to it.
 */
export async function readLimitedBytes(request: Pick<Request, 'headers' | 'body'>, limitBytes: number): Promise<Buffer> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw new BodyTooLargeError();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limitBytes) {
      await reader.cancel();
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text, within `limitBytes` (readLimitedBytes). */
export async function readLimitedBody(request: Pick<Request, 'headers' | 'body'>, limitBytes: number): Promise<string> {
  return (await readLimitedBytes(request, limitBytes)).toString('utf8');
}

/**
 * A form post's fields, within `limitBytes` (readLimitedBytes); `request.formData()` would take a
 * body of any size into memory first. Rejects with a TypeError when the body is not a form.
 */
export async function readLimitedForm(request: Request, limitBytes: number): Promise<FormData> {
  const body = await readLimitedBytes(request, limitBytes);
  return new Response(new Uint8Array(body), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData();
}
