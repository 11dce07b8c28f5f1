'use server';

import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import { adminAction } from '@/lib/actions/guard';
import { logger } from '@/lib/logger';
import { sendDueNoticeEmails, sendWithdrawalEmails } from './notice-emails';
import { announceNotice, announceNoticeSchema, withdrawNotice, withdrawNoticeSchema } from './notices';

/** E-mails once the admin's answer has gone; what fails is left to the daily run (lib/legal/jobs.ts). */
function emailAfterAnswer(send: () => Promise<unknown>, noticeId: string, what: string) {
  after(async () => {
    try {
      await send();
    } catch (err) {
      logger.error({ err, notice: noticeId }, `${what} failed; the daily run tries again`);
    }
  });
}

/**
 * 'Anunciar un cambio' in the admin's Avisos legales tab: records the notice, then e-mails the
 * affected customers once the answer has gone (the daily run picks up whatever this leaves).
 */
export const announceNoticeAction = adminAction(announceNoticeSchema, async (input, actor) => {
  const notice = await announceNotice(input, actor.userId);
  revalidatePath('/admin');
  emailAfterAnswer(sendDueNoticeEmails, notice.id, 'legal notice e-mails');
  return notice;
});

/**
 * 'Anular el aviso' on a notice not yet in effect: recorded at once (the dashboards stop showing
 * it), then the correction goes to the customers who had it.
 */
export const withdrawNoticeAction = adminAction(withdrawNoticeSchema, async (input, actor) => {
  const notice = await withdrawNotice(input, actor.userId);
  revalidatePath('/admin');
  emailAfterAnswer(sendWithdrawalEmails, notice.id, 'legal notice withdrawal e-mails');
  return notice;
});
