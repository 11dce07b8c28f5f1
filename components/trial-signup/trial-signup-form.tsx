'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, useTransition, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';

import { ConsentCheckboxes } from '@/components/auth/consent-checkboxes';
import { firstErrors } from '@/components/auth/field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { startTrialAction, startTrialForAccountAction } from '@/lib/signup/actions';
import type { TrialSignupOutcome } from '@/lib/signup/schemas';

import { BusinessSection, ContactSection } from './contact-business-sections';
import { HoursSection } from './hours-section';
import type { StartTrialCopy } from './start-trial-copy';
import { NotesSection, PreferencesSection, SeoSection, WebPresenceSection } from './site-sections';

/** Spec section 9: the dashboard opens 1 second after a successful signup. */
const REDIRECT_DELAY_MS = 1000;

/**
 * `ready`: whether the visitor is known to be signed in or not (StartTrialBody asks).
 * `isQuoteRequest`: the quote request's page, whose request is stored as a quote.
 */
type Props = { signedInAs: string | null; ready: boolean; copy: StartTrialCopy; isQuoteRequest: boolean };

/**
 * /start-trial. The inputs are uncontrolled and the form is sent by hand rather than as a form
 * action (which React resets afterwards), so whatever goes wrong the visitor keeps what they typed.
 */
export function TrialSignupForm({ signedInAs, ready, copy, isQuoteRequest }: Props) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const checking = useRef(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [blocked, setBlocked] = useState<Exclude<TrialSignupOutcome['outcome'], 'created'> | null>(null);
  const [isDone, setIsDone] = useState(false);
  const [isPending, startTransition] = useTransition();

  // After a failed attempt, take keyboard and screen-reader users to the first field to fix.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click while the schema is still loading must not send the form twice.
    if (checking.current) return;
    const data = new FormData(event.currentTarget);
    if (isQuoteRequest) data.set('quoteRequest', 'on');
    // Loaded on the first submit, not with the page: zod is most of the form's JavaScript, and
    // downloading it up front cost the page its Lighthouse performance (issue 12, item 9).
    checking.current = true;
    let schemas: typeof import('@/lib/signup/schemas');
    try {
      schemas = await import('@/lib/signup/schemas');
    } catch {
      toast.error('No se pudo enviar el formulario. Revisa tu conexión e inténtalo de nuevo.');
      return;
    } finally {
      checking.current = false;
    }
    const schema = signedInAs ? schemas.trialForAccountSchema : schemas.trialSignupSchema;
    const parsed = schema.safeParse(Object.fromEntries(data));
    if (!parsed.success) {
      setErrors(firstErrors(parsed.error.issues));
      toast.error('Revisa los campos marcados');
      return;
    }
    setErrors({});
    setBlocked(null);
    startTransition(async () => {
      const result = signedInAs ? await startTrialForAccountAction(data) : await startTrialAction(data);
      if (!result.ok) {
        const fieldErrors = Object.fromEntries(Object.entries(result.fieldErrors ?? {}).map(([key, messages]) => [key, messages[0] ?? '']));
        setErrors(fieldErrors);
        toast.error(`Error: ${result.error}`);
        return;
      }
      if (result.data.outcome !== 'created') {
        setBlocked(result.data.outcome);
        return;
      }
      setIsDone(true);
      toast.success(signedInAs ? copy.done.signedIn : copy.done.newAccount);
      window.setTimeout(() => router.push('/dashboard'), REDIRECT_DELAY_MS);
    });
  }

  const disabled = isPending || isDone;
  return (
    <form ref={formRef} onSubmit={submit} method="post" noValidate className="grid gap-6" aria-busy={isPending}>
      <ContactSection errors={errors} disabled={disabled} signedInAs={signedInAs} />
      <BusinessSection errors={errors} disabled={disabled} />
      <HoursSection errors={errors} disabled={disabled} />
      <WebPresenceSection errors={errors} disabled={disabled} />
      <PreferencesSection errors={errors} disabled={disabled} />
      <SeoSection errors={errors} disabled={disabled} />
      <NotesSection errors={errors} disabled={disabled} />
      <ConsentCheckboxes termsError={errors.acceptTerms} disabled={disabled} />
      {blocked ? <BlockedNotice reason={blocked} formPath={copy.path} /> : null}
      <Button type="submit" size="lg" disabled={disabled || !ready} className="w-full sm:w-auto sm:justify-self-start">
        {isPending ? <Spinner className="size-4" label="Enviando..." /> : null}
        {copy.submit}
      </Button>
    </form>
  );
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
