'use server';

import { z } from 'zod';
import { adminAction } from '@/lib/actions/guard';
import type { ActionResult } from '@/lib/actions/result';
import { autoPublishArticle } from './auto-publish';
import { revalidateBlog } from './cache';

export type AutoPublishNowResult = { success: boolean; article?: { title: string }; message: string };

/**
 * 'Probar Auto-Publicación Ahora' in the admin's Scheduler tab: publishes the next queued
 * keyword at once. Admins only; not counted against the weekly limit of the schedule.
 */
const run = adminAction(z.object({}), async (_input, actor): Promise<AutoPublishNowResult> => {
  const result = await autoPublishArticle({ mode: 'publish', authorId: actor.userId });
  if (!result.success) return { success: false, message: result.message };
  revalidateBlog([result.article.slug]);
  return { success: true, article: { title: result.article.title }, message: result.message };
});

export async function autoPublishNowAction(): Promise<ActionResult<AutoPublishNowResult>> {
  return run({});
}
