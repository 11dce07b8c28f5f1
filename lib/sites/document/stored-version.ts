import { siteDocumentSchema, type SiteDocument } from './document';

/**
 * A stored version's document (`site_versions.document`) as today's site schema reads it. Every
 * reader of a stored version goes through here: the schema is the one judge of what a version
 * holds, and a version it no longer accepts fails in one place, with the schema's reason.
 */
export function readVersionDocument(stored: unknown): SiteDocument {
  return siteDocumentSchema.parse(stored);
}
