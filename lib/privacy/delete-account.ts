import 'server-only';
import { and, eq, ne, or } from 'drizzle-orm';
import { headers } from 'next/headers';
import { messages, receipts, requestCounters, subscriptions, trialSubmissions, user, userRoles, verification } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { getAuth } from '@/lib/auth/auth';
import type { Actor } from '@/lib/auth/session';
import { getBillingProvider, PROVIDER_UNAVAILABLE } from '@/lib/billing/get-provider';
import { BillingProviderError } from '@/lib/billing/provider';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { forgetRetiredSites, retireSites } from '@/lib/sites/lifecycle/retire-sites';
import { projectFiles, removeProjectFiles } from '@/lib/submissions/project-files';
import { sendAccountDeletedEmail } from './emails';

/** A few typos are fine; guessing someone's password through this door is not. */
const DELETE_ATTEMPTS = { max: 5, windowSeconds: 15 * 60 };
const attemptsKey = (userId: string) => `account-delete:${userId}`;
const LIVE_STATUSES = new Set(['trial', 'active', 'past_due']);

async function checkPassword(actor: Actor, password: string): Promise<void> {
  const limit = await consumeRateLimit(attemptsKey(actor.userId), DELETE_ATTEMPTS);
  if (!limit.allowed) {
    throw new UserFacingError(`Demasiados intentos. Vuelve a intentarlo en ${Math.ceil(limit.retryAfterSeconds / 60)} minutos.`, 'rate_limited');
  }
  try {
    await getAuth().api.verifyPassword({ body: { password }, headers: await headers() });
  } catch {
    throw new UserFacingError('La contraseña no es correcta.', 'invalid');
  }
}

/** The last administrator cannot leave the panel without anyone to run it. */
async function refuseLastAdmin(actor: Actor): Promise<void> {
  if (actor.role !== 'admin') return;
  const others = await getDb()
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.role, 'admin'), ne(userRoles.userId, actor.userId)))
    .limit(1);
  if (others.length === 0) throw new UserFacingError('Eres el único administrador. Nombra a otro administrador antes de eliminar tu cuenta.');
}

/**
 * Ends the subscription at the payment provider right away: the account and its site are going,
 * so nothing may renew. If the provider cannot be reached the deletion stops, rather than leave
 * a subscription charging a customer we no longer know.
 */
async function cancelProviderSubscription(userId: string): Promise<boolean> {
  const [row] = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
  if (!row || !LIVE_STATUSES.has(row.status)) return false;
  if (!row.providerSubscriptionId) return true;
  const provider = getBillingProvider();
  if (!provider) {
    logger.error(
      { userId, providerSubscriptionId: row.providerSubscriptionId },
      'account deleted while payments are not configured: cancel this subscription at the provider by hand',
    );
    return true;
  }
  try {
    await provider.cancelNow(row.providerSubscriptionId);
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    logger.warn({ err: error, userId }, 'account deletion stopped: the subscription could not be cancelled');
    throw new UserFacingError(PROVIDER_UNAVAILABLE);
  }
  return true;
}

/**
 * Deletes the caller's account after checking the password (Ley 29733, right of cancellation).
 * Removed: profile, sessions on every device, sign-in methods, roles, consents, subscription row,
 * project submissions with their sites and every file of them (reference images, the photos sent for the site, the images
 * uploaded in its editor), and messages sent or received. The sites stop answering at once, on
 * every instance; a published site's label stays held, holding nothing personal. Kept, as the law requires:
 * complaint sheets (only their link to the account is cleared), the payment provider's invoices,
 * and the electronic receipts (boletas and facturas are tax records to keep for years; they lose
 * their link to the account and the e-mail they were sent to, and keep what SUNAT received: name,
 * document, address, amount). Billing details go with the account. Finally the browser's session cookie is cleared and a confirmation e-mailed.
 */
export async function deleteAccount(actor: Actor, password: string): Promise<void> {
  await refuseLastAdmin(actor);
  await checkPassword(actor, password);
  const hadSubscription = await cancelProviderSubscription(actor.userId);

  const db = getDb();
  const [account] = await db.select({ email: user.email, name: user.name }).from(user).where(eq(user.id, actor.userId));
  if (!account) throw new UserFacingError('Tu cuenta ya no existe.');

  const { files, retired } = await db.transaction(async (tx) => {
    await tx.delete(messages).where(or(eq(messages.senderId, actor.userId), eq(messages.recipientId, actor.userId)));
    // The projects' sites and photos go with them by cascade; their files are removed below,
    // their cached pages expired and their labels held (retire-sites.ts).
    const found = await projectFiles(tx, eq(trialSubmissions.userId, actor.userId));
    const sitesGoing = await retireSites(tx, eq(trialSubmissions.userId, actor.userId));
    await tx.delete(trialSubmissions).where(eq(trialSubmissions.userId, actor.userId));
    // Pending password-reset links and this door's attempt counter carry the user id.
    await tx.delete(verification).where(eq(verification.value, actor.userId));
    await tx.delete(requestCounters).where(eq(requestCounters.key, attemptsKey(actor.userId)));
    // The receipt keeps what was reported to SUNAT; the e-mail address was only for sending it.
    await tx.update(receipts).set({ customerEmail: null }).where(eq(receipts.userId, actor.userId));
    // Cascades to session, account, two_factor, user_roles, subscriptions, consents and billing
    // details; complaint_sheets.user_id and receipts.user_id are set null and those rows stay.
    await tx.delete(user).where(eq(user.id, actor.userId));
    return { files: found, retired: sitesGoing };
  });

  forgetRetiredSites(retired);
  await removeProjectFiles(files);
  // Every session row is gone already; this clears the cookie in the browser that asked.
  await getAuth().api.signOut({ headers: await headers() });
  logger.info({ userId: actor.userId }, 'account deleted at the customer request');
  await sendAccountDeletedEmail(account.email, account.name, hadSubscription);
}
