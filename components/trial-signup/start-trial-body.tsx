'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { trialSignupViewerAction } from '@/lib/signup/actions';
import type { TrialSignupViewer } from '@/lib/signup/queries';

import type { StartTrialCopy } from './start-trial-copy';
import { TrialSignupForm } from './trial-signup-form';

/**
 * /start-trial below its heading. The page is cached and the same for everyone, so who is
 * looking is asked from the browser: a visitor gets the whole form, a signed-in customer the form
 * without account fields, or a link to their panel once their request is in. Until the answer
 * arrives the visitor's form shows with its button disabled.
 */
export function StartTrialBody({ copy, isQuoteRequest }: { copy: StartTrialCopy; isQuoteRequest: boolean }) {
  const [viewer, setViewer] = useState<TrialSignupViewer | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void trialSignupViewerAction({}).then(
      (result) => current && setViewer(result.ok ? result.data : null),
      () => current && setViewer(null),
    );
    return () => {
      current = false;
    };
  }, []);

  if (viewer?.hasProject) {
    return (
      <div className="grid gap-4 rounded-lg border border-border bg-card p-6">
        <p>Ya enviaste tu solicitud con la cuenta {viewer.email}. Sigue tu proyecto y escríbenos desde tu panel.</p>
        <Button asChild className="justify-self-start">
          <Link href="/dashboard">Ir a mi panel</Link>
        </Button>
      </div>
    );
  }
  return <TrialSignupForm signedInAs={viewer?.email ?? null} ready={viewer !== undefined} copy={copy} isQuoteRequest={isQuoteRequest} />;
}
