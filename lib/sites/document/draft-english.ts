import 'server-only';
import { UserFacingError } from '@/lib/actions/result';
import type { AiFailureKind } from '@/lib/ai/client';
import { AuthError, type Actor } from '@/lib/auth/session';
import { aiEnglishDraft } from './ai-translate';
import { siteDocumentSchema } from './document';

const FAILURES: Record<AiFailureKind, string> = {
  not_configured: 'AI is not configured (OPENAI_API_KEY)',
  timeout: 'the AI service did not answer in time',
  unavailable: 'the AI service is unavailable right now',
  invalid_answer: 'the AI service gave an answer we could not use',
};

/** What the editor gets: the drafted texts to merge and review, and why the rest (if any) were not drafted. */
export type EnglishDraftResult = { texts: { es: string; en: string }[]; failure: string | null };

/**
 * 'Draft English with AI' in the team's editor: the English of every text of the editor's
 * (unsaved) document that has none yet. Nothing is saved: the editor merges the drafts into its
 * form for the team to review; a failure says so and leaves the document as it was.
 */
export async function draftSiteEnglish(actor: Actor, input: unknown): Promise<EnglishDraftResult> {
  if (actor.role !== 'admin') throw new AuthError('forbidden');
  const parsed = siteDocumentSchema.safeParse(input);
  if (!parsed.success) throw new UserFacingError(`Fix the document before drafting its English: ${parsed.error.issues[0]?.message ?? 'it is not valid'}`);
  const draft = await aiEnglishDraft(parsed.data);
  const texts = [...draft.texts].map(([es, en]) => ({ es, en }));
  if (!draft.failure) return { texts, failure: null };
  const reason = FAILURES[draft.failure];
  return {
    texts,
    failure: texts.length
      ? `The AI drafted ${texts.length} texts, then stopped: ${reason}. The other texts stay in Spanish until drafted or written.`
      : `No English drafted: ${reason}. Nothing changed; try again or write the English yourself.`,
  };
}
