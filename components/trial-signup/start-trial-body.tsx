import { Island } from '@/components/layout/island';
import Link from 'next/link';

import { Button } from '@/components/ui/button';

import type { StartTrialCopy } from './start-trial-copy';
import { TrialSignupForm } from './trial-signup-form';

/**
 * /start-trial below its heading. The page is cached and the same for everyone, so it draws the
 * visitor's form; the island (public/islands/trial-form.js) asks who is looking and gives a
 * signed-in customer the form without account fields, or, once their request is in, the link to
 * their panel kept in the <template> here. Without JavaScript everyone gets the visitor's form,
 * and its action still sends a signed-in customer's request from their account.
 */
export function StartTrialBody({ copy, isQuoteRequest }: { copy: StartTrialCopy; isQuoteRequest: boolean }) {
  return (
    <div data-trial-body="">
      <TrialSignupForm copy={copy} isQuoteRequest={isQuoteRequest} />
      <template data-has-project="">
        <div className="grid gap-4 rounded-lg border border-border bg-card p-6">
          <p>
            Ya enviaste tu solicitud con la cuenta <span data-viewer-email="" className="break-all" />. Sigue tu proyecto y escríbenos desde tu panel.
          </p>
          <Button asChild className="justify-self-start">
            <Link href="/dashboard">Ir a mi panel</Link>
          </Button>
        </div>
      </template>
      <Island name="trial-form" />
    </div>
  );
}
