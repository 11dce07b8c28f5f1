import { z } from 'zod';

/** Which site an action addresses, shared by the rooms' schemas. Safe for client components. */
export const siteIdSchema = z.object({ siteId: z.uuid('Site not found') });
/** A customer's action on their site: which one, or (left out) their one site. */
export const ownSiteId = z.uuid('Sitio no encontrado').optional();
export const ownSiteSchema = z.object({ siteId: ownSiteId });
