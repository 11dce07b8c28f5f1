/**
 * JSON-LD for search engines. Serialized data ends up inside a <script> element, so any
 * character that could close it or start markup is escaped: a title like "</script><script>"
 * coming from the database stays inert text.
 */
export type JsonLdData = Record<string, unknown> | Record<string, unknown>[];

const UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data).replace(UNSAFE, (char) => ESCAPES[char] ?? char);
}

/** Server component: one <script type="application/ld+json"> with the escaped data. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
