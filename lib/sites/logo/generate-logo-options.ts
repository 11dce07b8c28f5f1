import 'server-only';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { logoBriefs } from '@/db/schema';
import { UserFacingError } from '@/lib/actions/result';
import { AiError, generateImages, type AiFailureKind } from '@/lib/ai/client';
import type { Actor } from '@/lib/auth/session';
import { getConfig } from '@/lib/config';
import { getDb } from '@/lib/db/client';
import { logger } from '@/lib/logger';
import { ImageRejectedError } from '@/lib/storage/normalize-image';
import { removeStoredUrl } from '@/lib/storage/storage';
import { logoStyleLabels, type LogoStyle } from '@/lib/submissions/logo-brief-options';
import { requireAdminActor } from '@/lib/sites/publish/versions';
import { toLogoPng } from './logo-image';
import { addLogoOptions, logoOptionCount, MAX_LOGO_OPTIONS, siteWithBrief, storeLogoFile, type LogoBriefRow } from './logo-records';

/**
 * The team's 'Generate options': the image model draws the free slots (up to four options) from
 * the customer's brief. A generation takes up to minutes, so the admin's click only claims it
 * (one at a time per brief, across instances: a column set by a conditional update) and the run
 * happens after the answer; the panel shows it running, then its options or its failure.
 */

/** A claim older than the longest run plus a margin belongs to an instance that stopped: the run is over. */
export function generationIsStale(startedAt: Date, now = new Date()): boolean {
  const longest = (getConfig().openai?.imageTimeoutMs ?? 180_000) + 120_000;
  return now.getTime() - startedAt.getTime() > longest;
}

const FAILURES: Record<AiFailureKind, string> = {
  not_configured: 'AI is not configured (OPENAI_API_KEY): upload options instead.',
  timeout: 'The image model did not answer in time. Try again, or upload options.',
  unavailable: 'The image model failed or refused the brief. Try again, or upload options.',
  invalid_answer: 'The image model answered no usable picture. Try again, or upload options.',
};

/** What the model is asked: the brief in its own words, and a mark that works small and on any background. */
export function logoPrompt(brief: Pick<LogoBriefRow, 'name' | 'colors' | 'style' | 'message'>): string {
  const style = brief.style && brief.style in logoStyleLabels ? logoStyleLabels[brief.style as LogoStyle] : null;
  return [
    'A logo for a small business in Peru.',
    `Name shown in the logo: "${brief.name}".`,
    `Colours: ${brief.colors ?? 'the designer’s choice'}.`,
    style ? `Style: ${style}.` : '',
    `It should convey: ${brief.message}`,
    'Flat vector design, simple shapes, the name clearly legible, centred, no mockup and no scenery, transparent background.',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Claims the brief's generation for this run; answers the brief and how many options to draw. */
export async function claimLogoGeneration(actor: Actor, siteId: string): Promise<{ brief: LogoBriefRow; count: number }> {
  requireAdminActor(actor);
  const row = await siteWithBrief(siteId);
  if (!row) throw new UserFacingError('site not found');
  if (!row.brief) throw new UserFacingError('The customer has not sent a logo brief yet.', 'invalid');
  if (row.brief.status !== 'requested') throw new UserFacingError('The options were already sent to the customer.', 'invalid');
  const count = MAX_LOGO_OPTIONS - (await logoOptionCount(row.brief.id));
  if (count <= 0) throw new UserFacingError(`There are ${MAX_LOGO_OPTIONS} options already: remove one to generate more.`, 'invalid');
  const staleBefore = new Date(Date.now() - ((getConfig().openai?.imageTimeoutMs ?? 180_000) + 120_000));
  const [claimed] = await getDb()
    .update(logoBriefs)
    .set({ generationStartedAt: new Date(), generationError: null })
    .where(
      and(
        eq(logoBriefs.id, row.brief.id),
        eq(logoBriefs.status, 'requested'),
        or(isNull(logoBriefs.generationStartedAt), lt(logoBriefs.generationStartedAt, staleBefore)),
      ),
    )
    .returning();
  if (!claimed) throw new UserFacingError('A generation is already running for this logo.', 'invalid');
  return { brief: claimed, count };
}

/** Stores the model's pictures as options (re-encoded, refusing what is no picture); never throws. */
export async function runLogoGeneration(brief: LogoBriefRow, count: number): Promise<void> {
  let error: string | null = null;
  try {
    const pictures = await generateImages(logoPrompt(brief), { n: count, transparent: true });
    const files: Parameters<typeof addLogoOptions>[1] = [];
    for (const picture of pictures.slice(0, count)) {
      try {
        const logo = await toLogoPng(picture);
        files.push({ url: await storeLogoFile(brief.submissionId, logo), logo });
      } catch (rejected) {
        if (!(rejected instanceof ImageRejectedError)) throw rejected;
        logger.warn({ briefId: brief.id, problem: rejected.problem }, 'image model answered something that is not a picture');
      }
    }
    const added = await addLogoOptions(brief.id, files, 'ai');
    await Promise.all(files.slice(added.length).map((file) => removeStoredUrl(file.url)));
    if (added.length === 0) error = files.length === 0 ? FAILURES.invalid_answer : 'No room for the new options (the slots were filled meanwhile).';
    logger.info({ briefId: brief.id, asked: count, added: added.length }, 'logo options generated');
  } catch (failure) {
    if (failure instanceof AiError) error = FAILURES[failure.kind];
    else {
      logger.error({ err: failure, briefId: brief.id }, 'logo generation failed');
      error = 'The generation failed unexpectedly. Try again, or upload options.';
    }
  } finally {
    await getDb()
      .update(logoBriefs)
      .set({ generationStartedAt: null, generationError: error, updatedAt: sql`now()` })
      .where(eq(logoBriefs.id, brief.id))
      .catch((err: unknown) => logger.error({ err, briefId: brief.id }, 'logo generation state not saved'));
  }
}
