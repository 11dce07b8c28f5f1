import { createRequire } from 'node:module';

// jsdom (already installed for DOMPurify) ships no type declarations; this is the one constructor used.
type JsdomConstructor = new (text: string, options: { contentType: string }) => { window: { document: Document } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

/** Parses as XML, the way a feed reader or a crawler does, and fails on anything malformed (jsdom's XML parser throws). */
export function parseXml(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}
