import { z } from 'zod';

/** Which site an action addresses, shared by the rooms' schemas. Safe for client components. */
export const siteIdSchema = z.object({ siteId: z.uuid('Site not found') });
/** A customer's action on their site: which one, or (left out) their one site. */
export const ownSiteId = z.uuid('Sitio no encontrado').optional();
export const ownSiteSchema = z.object({ siteId: ownSiteId });

/** Whether a path segment can be a site's id at all; anything else is a 404 without a query. */
export const isSiteIdShape = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
