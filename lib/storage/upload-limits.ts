/**
 * How large an upload may be, shared by the upload checks and next.config (no server-only: the
 * config file imports it at build time).
 */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * The largest request body a server action accepts: one maximal upload plus room for the
 * multipart framing and the other fields. proxy.ts sees the signed-in areas' requests first and
 * Next hands on only this much of a body it buffered for the proxy, so both limits take this
 * value: a file just over 10 MB then reaches the action and gets the size message, instead of
 * arriving cut short and failing to decode.
 */
export const MAX_ACTION_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;

export const UPLOAD_TOO_LARGE = 'the file is larger than 10 MB';

/**
 * What the browser can tell before sending a picture: why it will be refused, or null. Saves an
 * upload the server would refuse anyway; the server still reads the bytes (uploaded-image.ts).
 */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return 'only image files are allowed';
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_TOO_LARGE;
  return null;
}
