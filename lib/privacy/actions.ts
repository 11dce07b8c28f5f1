'use server';

import { userAction } from '@/lib/actions/guard';
import { deleteAccount } from './delete-account';
import { deleteAccountSchema } from './schemas';

/** 'Eliminar mi cuenta' in the dashboard: password re-entered, then everything personal goes. */
export const deleteAccountAction = userAction(deleteAccountSchema, async (input, actor) => {
  await deleteAccount(actor, input.password);
  return { deleted: true as const };
});
