'use client';

import Link from 'next/link';
import { useActionState } from 'react';

import { ConsentCheckboxes } from '@/components/auth/consent-checkboxes';
import { Button } from '@/components/ui/button';
import { submitTrialSignup } from '@/lib/signup/actions';

import { BusinessSection, ContactSection } from './contact-business-sections';
import { HoursSection } from './hours-section';
import type { StartTrialCopy } from './start-trial-copy';
import { LogoSection, NotesSection, PreferencesSection, SeoSection, WebPresenceSection } from './site-sections';

/** Spec section 9: the dashboard opens 1 second after a successful signup. */
const REDIRECT_DELAY_SECONDS = 1;

/** `isQuoteRequest`: the quote request's page, whose request is stored as a quote. */
type Props = { copy: StartTrialCopy; isQuoteRequest: boolean };

/**
 * /start-trial's form, a plain POST to its server action: the page comes back with each field's
 * error under it and everything typed kept (but the password), or the thanks and then the
 * dashboard. The public pages load no React in the browser (decision 0027); this is a client
 * component only because useActionState carries the action's answer into the page Next renders
 * for that POST. The island public/islands/trial-form.js adapts it to a signed-in customer.
 */
export function TrialSignupForm({ copy, isQuoteRequest }: Props) {
  // The permalink becomes the form's action attribute (React would write an empty one, invalid HTML).
  const [state, formAction] = useActionState(submitTrialSignup, null, copy.path);
  const result = state?.result;
  const values = state?.values ?? {};
  const signedInAs = state?.signedInAs ?? null;
  const errors = result?.ok === false ? firstMessages(result.fieldErrors) : {};
  const outcome = result?.ok ? result.data.outcome : null;

  if (outcome === 'created') {
    return (
      <div role="status" className="rounded-lg border border-success bg-card p-6">
        {/* The browser itself opens the dashboard, where the new account is already signed in. */}
        <meta httpEquiv="refresh" content={`${REDIRECT_DELAY_SECONDS};url=/dashboard`} />
        <p className="font-semibold">{signedInAs ? copy.done.signedIn : copy.done.newAccount}</p>
        {copy.doneNext ? <p>{copy.doneNext}</p> : null}
        <p>
          <Link href="/dashboard" className="font-medium underline underline-offset-2">
            Ir a mi panel
          </Link>
        </p>
      </div>
    );
  }
  return (
    <form action={formAction} noValidate data-trial-form="" className="grid gap-6">
      {isQuoteRequest ? <input type="hidden" name="quoteRequest" value="on" /> : null}
      {result?.ok === false ? (
        <div role="alert" className="rounded-md border border-destructive p-4 text-destructive">
          {result.fieldErrors ? 'Revisa los campos marcados' : `Error: ${result.error}`}
        </div>
      ) : null}
      <ContactSection errors={errors} values={values} signedInAs={signedInAs} />
      <BusinessSection errors={errors} values={values} />
      <HoursSection errors={errors} values={values} />
      <WebPresenceSection errors={errors} values={values} />
      <PreferencesSection errors={errors} values={values} />
      <LogoSection errors={errors} values={values} />
      <SeoSection errors={errors} values={values} />
      <NotesSection errors={errors} values={values} />
      <ConsentCheckboxes termsError={errors.acceptTerms} values={values} />
      {outcome === 'email_taken' || outcome === 'already_has_trial' ? <BlockedNotice reason={outcome} formPath={copy.path} /> : null}
      <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
        {copy.submit}
      </Button>
    </form>
  );
}

/** The first message of each field, the shape every form here shows. */
function firstMessages(fieldErrors: Record<string, string[]> | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors ?? {}).map(([key, messages]) => [key, messages[0] ?? '']));
}

function BlockedNotice({ reason, formPath }: { reason: 'email_taken' | 'already_has_trial'; formPath: string }) {
  return (
    <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      {reason === 'email_taken' ? (
        <p>
          Ya existe una cuenta con este correo.{' '}
          <Link href={`/auth?next=${formPath}`} className="font-medium underline underline-offset-2">
            Inicia sesión
          </Link>{' '}
          para enviar tu solicitud desde tu cuenta, o usa otro correo.
        </p>
      ) : (
        <p>
          Ya enviaste una solicitud con esta cuenta.{' '}
          <Link href="/dashboard" className="font-medium underline underline-offset-2">
            Ve a tu panel
          </Link>{' '}
          para seguir tu proyecto o escribirnos.
        </p>
      )}
    </div>
  );
}
