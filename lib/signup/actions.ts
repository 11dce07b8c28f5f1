'use server';

import { noInputSchema, publicAction, userAction } from '@/lib/actions/guard';
import { getRequestIp } from '@/lib/http/request-ip';
import { getTrialSignupViewer } from './queries';
import { trialForAccountSchema, trialSignupSchema } from './schemas';
import { startTrialForAccount, startTrialWithNewAccount } from './start-trial';

/**
 * Who opened /start-trial. The page itself is served from the cache, the same for everyone; the
 * browser asks this to show a signed-in customer their own variant.
 */
export const trialSignupViewerAction = publicAction(noInputSchema, (_input, actor) => getTrialSignupViewer(actor));

/** /start-trial for a visitor: account, project, trial and consents in one transaction. */
export const startTrialAction = publicAction(trialSignupSchema, async (input) =>
  startTrialWithNewAccount(input, { clientIp: await getRequestIp() }),
);

/** /start-trial for a signed-in customer without a project. */
export const startTrialForAccountAction = userAction(trialForAccountSchema, async (input, actor) =>
  startTrialForAccount(actor, input, { clientIp: await getRequestIp() }),
);

