import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { account, trialSubmissions, user } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { getAuth } from '@/lib/auth/auth';
import type { Actor } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { consumeRateLimit } from '@/lib/rate-limit/consume';
import { sendNewTrialRequestEmail, sendWelcomeEmail } from './emails';
import type { TrialDetailsInput, TrialSignupInput, TrialSignupOutcome } from './schemas';
import { insertTrialRecords } from './trial-records';
import { announceTrialStarted } from './trial-started';

const ACCOUNT_NOT_CREATED = 'No se pudo crear la cuenta';

/** Account creation is costly (password hashing, e-mails to the team): a few per address per hour. */
const SIGNUP_LIMIT = { max: 10, windowSeconds: 60 * 60 };

async function assertWithinLimit(clientIp: string): Promise<void> {
  const { allowed } = await consumeRateLimit(`trial-signup:${clientIp}`, SIGNUP_LIMIT);
  if (!allowed) throw new UserFacingError('Demasiados intentos desde tu conexión. Espera unos minutos e inténtalo de nuevo.', 'rate_limited');
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * /start-trial for a visitor: the account (user + credential account, written the way Better
 * Auth's sign-up writes them), the submission, the trial subscription and the consents in ONE
 * database transaction, so a failure anywhere leaves nothing behind. Better Auth's own sign-up
 * endpoint commits the user on its own connection, which is why the rows are written here with
 * Better Auth's id generator and password hasher. Then the visitor is signed in (session cookie).
 */
export async function startTrialWithNewAccount(input: TrialSignupInput, options: { clientIp: string; now?: Date }): Promise<TrialSignupOutcome> {
  await assertWithinLimit(options.clientIp);
  const now = options.now ?? new Date();
  const auth = getAuth();
  const ctx = await auth.$context;
  const passwordHash = await ctx.password.hash(input.password);

  let created: { submissionId: string; sketchRequested: boolean } | null;
  try {
    created = await getDb().transaction(async (tx) => {
      const [existing] = await tx.select({ id: user.id }).from(user).where(eq(user.email, input.email)).limit(1);
      if (existing) return null;
      const userId = ctx.generateId({ model: 'user' }) || crypto.randomUUID();
      await tx.insert(user).values({ id: userId, name: input.fullName, email: input.email, phone: input.phone ?? null, emailVerified: false });
      await tx.insert(account).values({
        id: ctx.generateId({ model: 'account' }) || crypto.randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: passwordHash,
      });
      return insertTrialRecords(tx, { userId, email: input.email, input, now });
    });
  } catch (error) {
    // Two forms sent at once with one e-mail: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) return { outcome: 'email_taken' };
    // Spec section 5: when sign-up yields no user, the visitor reads 'No se pudo crear la cuenta'.
    // Nothing was stored (one transaction), so sending the form again is safe.
    logger.error({ err: error }, 'trial signup could not create the account');
    throw new UserFacingError(ACCOUNT_NOT_CREATED);
  }
  if (!created) return { outcome: 'email_taken' };

  try {
    await auth.api.signInEmail({ body: { email: input.email, password: input.password }, headers: await headers() });
  } catch (error) {
    // The account exists and is complete; the customer can still sign in on /auth.
    logger.error({ err: error }, 'sign-in after trial signup failed');
  }
  if (created.sketchRequested) announceTrialStarted(created.submissionId);
  const notice = { name: input.fullName, email: input.email, input };
  await Promise.all([sendWelcomeEmail(notice), sendNewTrialRequestEmail(notice)]);
  return { outcome: 'created' };
}

/** /start-trial for a signed-in customer who has no project yet: the account is theirs already. */
export async function startTrialForAccount(actor: Actor, input: TrialDetailsInput, options: { clientIp: string; now?: Date }): Promise<TrialSignupOutcome> {
  await assertWithinLimit(options.clientIp);
  const now = options.now ?? new Date();
  const created = await getDb().transaction(async (tx) => {
    // Locking the account row makes two forms sent at once queue up: the second sees the first.
    await tx.select({ id: user.id }).from(user).where(eq(user.id, actor.userId)).for('update');
    const [existing] = await tx
      .select({ id: trialSubmissions.id })
      .from(trialSubmissions)
      .where(eq(trialSubmissions.userId, actor.userId))
      .orderBy(desc(trialSubmissions.createdAt))
      .limit(1);
    if (existing) return null;
    if (input.phone) await tx.update(user).set({ phone: input.phone }).where(eq(user.id, actor.userId));
    return insertTrialRecords(tx, { userId: actor.userId, email: actor.email, input, now });
  });
  if (!created) return { outcome: 'already_has_trial' };
  if (created.sketchRequested) announceTrialStarted(created.submissionId);

  const notice = { name: actor.name, email: actor.email, input };
  await Promise.all([sendWelcomeEmail(notice), sendNewTrialRequestEmail(notice)]);
  return { outcome: 'created' };
}
