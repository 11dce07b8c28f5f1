'use server';

import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { adminAction } from '@/lib/actions/guard';
import { logger } from '@/lib/logger';
import { sendDueNoticeEmails } from './notice-emails';
import { announceNotice, announceNoticeSchema } from './notices';

/**
 * 'Anunciar un cambio' in the admin's Avisos legales tab: records the notice, then e-mails the
 * affected customers once the answer has gone (the daily run picks up whatever this leaves).
 */
export const announceNoticeAction = adminAction(announceNoticeSchema, async (input, actor) => {
  const notice = await announceNotice(input, actor.userId);
  revalidatePath('/admin');
  after(async () => {
    try {
      await sendDueNoticeEmails();
    } catch (err) {
      logger.error({ err, notice: notice.id }, 'legal notice e-mails failed; the daily run tries again');
    }
  });
  return notice;
});
