import 'server-only';

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
}

/**
 * Reads a request body as text, refusing it once it passes `limitBytes`: the declared length is
 * checked first, then the bytes actually received (a sender can omit or misstate the length).
 */
export async function readLimitedBody(request: Request, limitBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limitBytes) throw new BodyTooLargeError();
  if (!request.body) return '';
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
  return Buffer.concat(chunks).toString('utf8');
}
