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
