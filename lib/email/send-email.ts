import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { logger } from '@/lib/logger';
import { smtpTransport } from './smtp-transport';

export type EmailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/**
 * Sends one e-mail over SMTP, or, with the disk transport, writes it as JSON to the mail folder
 * (development and tests read links from there). Failures are logged and reported as `false`:
 * a lost notification must never undo the action that caused it.
 */
export async function sendEmail(message: EmailMessage): Promise<boolean> {
  const { mail } = getConfig();
  const to = Array.isArray(message.to) ? message.to : [message.to];
  if (to.length === 0) return true;
  try {
    if (mail.transport.kind === 'smtp') {
      await smtpTransport(mail.transport.url).sendMail({ from: mail.from, ...message, to });
    } else {
      await mkdir(mail.dir, { recursive: true });
      const file = path.join(mail.dir, `${Date.now()}-${crypto.randomUUID().slice(0, 8)}.json`);
      await writeFile(file, JSON.stringify({ from: mail.from, ...message, to, date: new Date().toISOString() }, null, 2));
    }
    logger.info({ to, subject: message.subject }, 'email sent');
    return true;
  } catch (err) {
    logger.error({ err, to, subject: message.subject }, 'email failed');
    return false;
  }
}
