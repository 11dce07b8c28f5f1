import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { contactSubmissions } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { teamAddresses } from '@/lib/auth/roles';
import { getDb } from '@/lib/db/client';
import { renderEmail } from '@/lib/email/render';
import { sendEmail } from '@/lib/email/send-email';
import { logger } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { absoluteUrl } from '@/lib/config/app-url';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGES } from '@/content/contact';
import type { ContactInput } from './schemas';

/** Five messages an hour per address: plenty for a person, useless for a spammer. */
export const CONTACT_RATE_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;

/** A repeat of the same message within this window (a double click, a resent form) is the same message. */
const DUPLICATE_WINDOW_MS = 10 * 60 * 1000;

export type ContactOutcome = { stored: boolean };

/**
 * Stores a visitor's message and tells the team by e-mail.
 *
 * Order matters: the honeypot is checked before the rate limit so bots do not learn anything
 * from a limit error; the limit is counted before anything is written, so a limited sender
 * stores nothing; an identical message repeated within minutes is not stored a second time.
 */
export async function submitContact(input: ContactInput, clientIp: string): Promise<ContactOutcome> {
  if (input[CONTACT_HONEYPOT_FIELD]?.trim()) {
    logger.info({ clientIp }, 'contact form honeypot filled; message dropped');
    return { stored: false };
  }

  const limit = await consumeRateLimit(`contact:${clientIp}`, CONTACT_RATE_LIMIT);
  if (!limit.allowed) {
    logger.warn({ clientIp }, 'contact form rate limit reached');
    throw new UserFacingError(CONTACT_MESSAGES.rateLimited, 'rate_limited');
  }

  const db = getDb();
  const [duplicate] = await db
    .select({ id: contactSubmissions.id })
    .from(contactSubmissions)
    .where(
      and(
        eq(contactSubmissions.email, input.email),
        eq(contactSubmissions.message, input.message),
        gt(contactSubmissions.createdAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .limit(1);
  if (duplicate) return { stored: false };

  await db.insert(contactSubmissions).values({ name: input.name, email: input.email, message: input.message });
  await notifyTeam(input);
  return { stored: true };
}

async function notifyTeam(input: ContactInput): Promise<void> {
  // With no administrator yet, the public contact address still hears about the message.
  const to = await teamAddresses();
  // Names come from a public form: collapse line breaks so they cannot shape the subject header.
  const name = input.name.replace(/\s+/g, ' ');
  const { text, html } = renderEmail([`${name} (${input.email}) escribió desde el formulario de contacto:`, input.message], {
    label: 'Ver mensajes en el panel',
    url: absoluteUrl('/admin'),
  });
  await sendEmail({ to, subject: `Nuevo mensaje de contacto de ${name}`, text, html, replyTo: input.email });
}
