import { siteDocumentSchema, withoutDrafts, type SiteDocument } from './document';

/**
 * A stored version's document (`site_versions.document`) as today's site schema reads it. Every
 * reader of a stored version goes through here: the schema is the one judge of what a version
 * holds, and a version it no longer accepts fails in one place, with the schema's reason.
 */
export function readVersionDocument(stored: unknown): SiteDocument {
  return siteDocumentSchema.parse(stored);
}

/**
 * A stored version as visitors see it: the live site, the customer's preview and the export. Its
 * draft pages are left out, so they are in no navigation, sitemap, file or address.
 */
export function readLiveDocument(stored: unknown): SiteDocument {
  return withoutDrafts(readVersionDocument(stored));
}
