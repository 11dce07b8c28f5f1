import { z } from 'zod';

/** Inputs of the team's site actions. Safe for client components. */
export const draftSiteSchema = z.object({ submissionId: z.uuid('Submission not found') });
export const siteIdSchema = z.object({ siteId: z.uuid('Site not found') });
export const suspendSiteSchema = z.object({ siteId: z.uuid('Site not found'), suspended: z.boolean() });
