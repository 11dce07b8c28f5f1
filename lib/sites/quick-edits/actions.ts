'use server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { adminAction, userAction } from '@/lib/actions/guard';
import type { ActionResult } from '@/lib/actions/result';
import { ownPhotoChanges, revertQuickEdit, saveQuickEdit, type QuickEdit, type QuickEditResult } from './quick-edit';
import { QUICK_EDITS_PATH, quickContactSchema, quickHoursSchema, quickItemsSchema, quickNoticeSchema, quickPhotosSchema } from './schemas';

/**
 * 'Cambios rápidos': the owner's five forms (plain POSTs answered inline, so they work before the
 * page's script loads) and the team's revert. Each checks its session itself.
 */

type Result = ActionResult<QuickEditResult>;

const save = <S extends z.ZodType<{ siteId?: string }>>(schema: S, toEdit: (input: z.output<S>) => QuickEdit) =>
  userAction(schema, async (input, actor) => {
    const result = await saveQuickEdit(actor, input.siteId, toEdit(input));
    // Only the page the form is on: its answer re-renders it, and the save waits for that answer.
    revalidatePath(QUICK_EDITS_PATH);
    return result;
  });

const saveHours = save(quickHoursSchema, ({ hours }) => ({ kind: 'hours', hours }));
const saveNotice = save(quickNoticeSchema, ({ notice }) => ({ kind: 'notice', notice }));
const saveContact = save(quickContactSchema, ({ phone, whatsapp }) => ({ kind: 'contact', phone, whatsapp }));
const saveItems = save(quickItemsSchema, ({ version, items }) => ({ kind: 'items', version, items }));
const savePhotos = userAction(quickPhotosSchema, async ({ siteId, version, choices }, actor) => {
  const photos = await ownPhotoChanges(actor, siteId, choices);
  const result = await saveQuickEdit(actor, siteId, { kind: 'photos', version, photos });
  revalidatePath(QUICK_EDITS_PATH);
  return result;
});

export async function saveQuickHoursAction(_previous: Result | null, formData: FormData): Promise<Result> {
  return saveHours(formData);
}
export async function saveQuickNoticeAction(_previous: Result | null, formData: FormData): Promise<Result> {
  return saveNotice(formData);
}
export async function saveQuickContactAction(_previous: Result | null, formData: FormData): Promise<Result> {
  return saveContact(formData);
}
export async function saveQuickItemsAction(_previous: Result | null, formData: FormData): Promise<Result> {
  return saveItems(formData);
}
export async function saveQuickPhotosAction(_previous: Result | null, formData: FormData): Promise<Result> {
  return savePhotos(formData);
}

/** The team's 'Revert' beside a customer's version in the editor. */
export const revertQuickEditAction = adminAction(
  z.object({ siteId: z.uuid('Site not found'), number: z.number().int().min(1) }),
  async ({ siteId, number }, actor) => {
    const result = await revertQuickEdit(actor, siteId, number);
    revalidatePath('/admin', 'layout');
    return result;
  },
);
