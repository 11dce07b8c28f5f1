'use server';

import { noInputSchema, publicAction, typedFormValues, userAction } from '@/lib/actions/guard';
import type { ActionResult } from '@/lib/actions/result';
import { getRequestIp } from '@/lib/http/request-ip';
import { getTrialSignupViewer } from './queries';
import { trialForAccountSchema, trialSignupSchema, type TrialSignupOutcome } from './schemas';
import { startTrialForAccount, startTrialWithNewAccount } from './start-trial';

/**
 * Who opened /start-trial. The page itself is served from the cache, the same for everyone; the
 * browser asks this to show a signed-in customer their own variant.
 */
export const trialSignupViewerAction = publicAction(noInputSchema, (_input, actor) => getTrialSignupViewer(actor));

/** /start-trial for a visitor: account, project, trial and consents in one transaction. */
export const startTrialAction = publicAction(trialSignupSchema, async (input) => startTrialWithNewAccount(input, { clientIp: await getRequestIp() }));

/** /start-trial for a signed-in customer without a project. */
export const startTrialForAccountAction = userAction(trialForAccountSchema, async (input, actor) =>
  startTrialForAccount(actor, input, { clientIp: await getRequestIp() }),
);

/** What /start-trial shows after a POST: the outcome, the account it was sent from (if any), and what was typed. */
export type TrialSignupState = { result: ActionResult<TrialSignupOutcome>; signedInAs: string | null; values: Record<string, string> } | null;

/**
 * The trial form's action, shaped for useActionState so it runs as a plain POST (the public pages
 * load no React in the browser, decision 0027): a signed-in customer sends from their account,
 * anyone else creates one. The same schemas validate; the page comes back with the answer.
 */
export async function submitTrialSignup(_previous: TrialSignupState, formData: FormData): Promise<TrialSignupState> {
  const viewer = await trialSignupViewerAction({});
  const signedInAs = viewer.ok ? (viewer.data?.email ?? null) : null;
  const result = signedInAs ? await startTrialForAccountAction(formData) : await startTrialAction(formData);
  return { result, signedInAs, values: result.ok ? typedFormValues(formData) : (result.values ?? {}) };
}
