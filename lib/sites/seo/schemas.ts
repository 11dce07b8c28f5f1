import { z } from 'zod';

/** The panel's "Mark done" on one SEO task. */
export const seoTaskIdSchema = z.object({ taskId: z.uuid('SEO task not found') });

/** A month of the panel's SEO page, 'YYYY-MM'. */
export const seoMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
