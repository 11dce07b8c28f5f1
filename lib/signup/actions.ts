'use server';

import { publicAction, userAction } from '@/lib/actions/guard';
import { getRequestIp } from '@/lib/http/request-ip';
import { trialForAccountSchema, trialSignupSchema } from './schemas';
import { startTrialForAccount, startTrialWithNewAccount } from './start-trial';

/** /start-trial for a visitor: account, project, trial and consents in one transaction. */
export const startTrialAction = publicAction(trialSignupSchema, async (input) =>
  startTrialWithNewAccount(input, { clientIp: await getRequestIp() }),
);

/** /start-trial for a signed-in customer without a project. */
export const startTrialForAccountAction = userAction(trialForAccountSchema, async (input, actor) =>
  startTrialForAccount(actor, input, { clientIp: await getRequestIp() }),
);

