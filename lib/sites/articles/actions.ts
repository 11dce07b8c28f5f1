'use server';
import { revalidatePath } from 'next/cache';
import { adminAction } from '@/lib/actions/guard';
import { approveSiteArticle, discardSiteArticle } from './review';
import { siteArticleIdSchema } from './schemas';

/** 'Customer articles': the team publishes a customer's monthly article on their site, or discards it. */
export const approveSiteArticleAction = adminAction(siteArticleIdSchema, async ({ articleId }, actor) => {
  const result = await approveSiteArticle(actor, articleId);
  revalidatePath('/admin');
  return result;
});
export const discardSiteArticleAction = adminAction(siteArticleIdSchema, async ({ articleId }, actor) => {
  await discardSiteArticle(actor, articleId);
  revalidatePath('/admin');
});
