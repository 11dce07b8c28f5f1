import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { getConfig, isLoopbackHost } from '@/lib/config';
import { logger } from '@/lib/logger';
import { countEmail } from '@/lib/metrics/counters';
import { smtpTransport } from './smtp-transport';

export type EmailMessage = {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/** A link to the machine the server runs on: `localhost`, its subdomains, a loopback address. */
const LOCAL_LINK = /https?:\/\/(?:[\w-]+\.)*localhost(?![\w-])|https?:\/\/(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])/i;

/**
 * Sends one e-mail over SMTP, or, with the disk transport, writes it as JSON to the mail folder
 * (development and tests read links from there). Failures are logged and reported as `false`:
 * a lost notification must never undo the action that caused it.
 */
export async function sendEmail(message: EmailMessage): Promise<boolean> {
  const { mail, isProduction, appUrl } = getConfig();
  const to = Array.isArray(message.to) ? message.to : [message.to];
  if (to.length === 0) return true;
  // Start-up already refuses a public production server without APP_URL and SITES_DOMAIN; this
  // catches what the configuration cannot, such as an address typed in the panel during a test:
  // in a customer's inbox a localhost link leads nowhere.
  if (isProduction && !isLoopbackHost(new URL(appUrl).hostname) && LOCAL_LINK.test(`${message.text}\n${message.html ?? ''}`)) {
    logger.error({ to, subject: message.subject }, 'email not sent: it links to localhost');
    countEmail('refused');
    return false;
  }
  try {
    if (mail.transport.kind === 'smtp') {
      await smtpTransport(mail.transport.url).sendMail({ from: mail.from, ...message, to });
    } else {
      await mkdir(mail.dir, { recursive: true });
      const file = path.join(mail.dir, `${Date.now()}-${crypto.randomUUID().slice(0, 8)}.json`);
      await writeFile(file, JSON.stringify({ from: mail.from, ...message, to, date: new Date().toISOString() }, null, 2));
    }
    logger.info({ to, subject: message.subject }, 'email sent');
    countEmail('sent');
    return true;
  } catch (err) {
    logger.error({ err, to, subject: message.subject }, 'email failed');
    countEmail('failed');
    return false;
  }
}
