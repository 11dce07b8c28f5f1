import { z } from 'zod';

/** The team's review of a customer's monthly article. */
export const siteArticleIdSchema = z.object({ articleId: z.uuid('Article not found') });
