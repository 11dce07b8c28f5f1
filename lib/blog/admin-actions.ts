'use server';
import { revalidatePath } from 'next/cache';
import { adminAction } from '@/lib/actions/guard';
import { addKeywordsSchema, articleIdSchema, generateArticleSchema, keywordIdSchema, updateArticleSchema } from './admin-schemas';
import { addKeywords, deletePendingKeyword } from './keywords';
import { createArticleDraft, deleteArticle, publishArticle, unpublishArticle, updateArticle } from './manage-article';

/** The Blog Articles and Auto-Publish Scheduler tabs' server actions; each checks the admin role. */

export const generateArticleAction = adminAction(generateArticleSchema, async (input, actor) => {
  const article = await createArticleDraft(actor, input);
  revalidatePath('/admin');
  return article;
});

export const publishArticleAction = adminAction(articleIdSchema, async ({ articleId }, actor) => {
  await publishArticle(actor, articleId);
  revalidatePath('/admin');
});

export const unpublishArticleAction = adminAction(articleIdSchema, async ({ articleId }, actor) => {
  await unpublishArticle(actor, articleId);
  revalidatePath('/admin');
});

export const updateArticleAction = adminAction(updateArticleSchema, async (input, actor) => {
  const result = await updateArticle(actor, input);
  revalidatePath('/admin');
  return result;
});

export const deleteArticleAction = adminAction(articleIdSchema, async ({ articleId }, actor) => {
  await deleteArticle(actor, articleId);
  revalidatePath('/admin');
});

export const addKeywordsAction = adminAction(addKeywordsSchema, async ({ keywords }, actor) => {
  const result = await addKeywords(actor, keywords);
  revalidatePath('/admin');
  return result;
});

export const deleteKeywordAction = adminAction(keywordIdSchema, async ({ keywordId }, actor) => {
  await deletePendingKeyword(actor, keywordId);
  revalidatePath('/admin');
});
