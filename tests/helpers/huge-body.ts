export const HUGE_BODY_CHUNK = 1024;

/**
 * A request body that would be `totalBytes` long, produced only as it is read, with what was read
 * so far: a server that reads it whole pulls all of it, one that stops at a limit does not.
 */
export function hugeBody(totalBytes: number) {
  const chunk = new Uint8Array(HUGE_BODY_CHUNK).fill(0x61);
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= totalBytes) return controller.close();
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  return { stream, seen };
}
