'use server';
import { revalidatePath } from 'next/cache';
import { adminAction } from '@/lib/actions/guard';
import { markSeoTaskDone } from './mark-task-done';
import { seoTaskIdSchema } from './schemas';

/** The panel's "Mark done" on a task of the monthly SEO check. */
export const markSeoTaskDoneAction = adminAction(seoTaskIdSchema, async ({ taskId }, actor) => {
  await markSeoTaskDone(actor, taskId);
  revalidatePath('/admin/sitios/[siteId]/seo', 'page');
});
