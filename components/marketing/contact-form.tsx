'use client';

import { useRouter } from 'next/navigation';
import { useActionState, useState, useSyncExternalStore, useTransition, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { sendContactMessage, type ContactFormState } from '@/lib/contact/actions';
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_MESSAGES } from '@/content/contact';

type Field = 'name' | 'email' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'message'];
const EMPTY = { name: '', email: '', message: '' };
const REDIRECT_DELAY_MS = 2000;

const noSubscription = () => () => {};

/**
 * The contact form. With JavaScript it submits in place: each validation error is its own toast,
 * what was typed stays, and success clears the form and returns home after 2 seconds. Without
 * JavaScript the same server action runs as a plain POST and the page shows the outcome inline.
 */
export function ContactForm() {
  const router = useRouter();
  // Only the no-JavaScript POST goes through formAction; its answer is the initial state here.
  // The permalink becomes the form's action attribute (React would write an empty one, invalid HTML).
  const [serverState, formAction] = useActionState(sendContactMessage, null, '/contact');
  const [result, setResult] = useState<ContactFormState>(serverState);
  const [values, setValues] = useState(() => ({ ...EMPTY, ...(serverState?.ok === false ? pickFields(serverState.values) : {}) }));
  const [sending, startTransition] = useTransition();
  const isHydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const sent = result?.ok === true;
  const errors = result?.ok === false ? (result.fieldErrors ?? {}) : {};

  function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const field = event.target.name as Field;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (errors[field]) setResult((current) => withoutFieldError(current, field));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    startTransition(async () => {
      const answer = await sendContactMessage(null, formData).catch(
        (): ContactFormState => ({ ok: false, error: CONTACT_MESSAGES.failed, code: 'failed' }),
      );
      setResult(answer);
      if (answer?.ok) {
        toast.success(CONTACT_MESSAGES.sentTitle, { description: CONTACT_MESSAGES.sentDescription });
        setValues(EMPTY);
        setTimeout(() => router.push('/'), REDIRECT_DELAY_MS);
      } else if (answer) {
        announceFailure(answer);
      }
    });
  }

  const disabled = sending || sent;
  return (
    <form action={formAction} onSubmit={onSubmit} className="flex flex-col gap-5">
      {sent && !isHydrated ? (
        <>
          {/* Without JavaScript, the browser itself returns home after 2 seconds. */}
          <meta httpEquiv="refresh" content="2;url=/" />
          <div role="status" className="rounded-md border border-success bg-card p-4">
            <p className="font-semibold">{CONTACT_MESSAGES.sentTitle}</p>
            <p>{CONTACT_MESSAGES.sentDescription}</p>
          </div>
        </>
      ) : null}
      {result?.ok === false && !isHydrated ? (
        <div role="alert" className="rounded-md border border-destructive p-4 text-destructive">
          {result.fieldErrors ? 'Revisa los campos marcados.' : result.error}
        </div>
      ) : null}
      <FieldRow id="contacto-nombre" label="Nombre completo" error={errors.name?.[0]}>
        <Input
          id="contacto-nombre"
          name="name"
          autoComplete="name"
          required
          maxLength={CONTACT_LIMITS.name}
          value={values.name}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'contacto-nombre-error' : undefined}
        />
      </FieldRow>
      <FieldRow id="contacto-email" label="Email" error={errors.email?.[0]}>
        <Input
          id="contacto-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={CONTACT_LIMITS.email}
          value={values.email}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'contacto-email-error' : undefined}
        />
      </FieldRow>
      <FieldRow id="contacto-mensaje" label="Mensaje" error={errors.message?.[0]}>
        <Textarea
          id="contacto-mensaje"
          name="message"
          rows={6}
          required
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          onChange={onChange}
          disabled={disabled}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`contacto-mensaje-contador${errors.message ? ' contacto-mensaje-error' : ''}`}
        />
        <p id="contacto-mensaje-contador" className="text-right text-sm text-muted-foreground">
          {values.message.length}/{CONTACT_LIMITS.message} caracteres
        </p>
      </FieldRow>
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contacto-web">No completes este campo</label>
        <input id="contacto-web" name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" disabled={disabled} className="w-full sm:w-fit">
        {sending ? 'Enviando...' : 'Enviar mensaje'}
      </Button>
    </form>
  );
}

function FieldRow({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm leading-none font-medium">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Spec section 8: one toast per validation error; other failures get the generic message. */
function announceFailure(answer: Extract<ContactFormState, { ok: false }>) {
  if (answer.fieldErrors) {
    for (const field of FIELDS) for (const message of answer.fieldErrors[field] ?? []) toast.error(message);
  } else if (answer.code === 'rate_limited') {
    toast.error(answer.error);
  } else {
    toast.error(CONTACT_MESSAGES.failed, { description: answer.error === CONTACT_MESSAGES.failed ? undefined : answer.error });
  }
}

function pickFields(values: Record<string, string> | undefined): Partial<Record<Field, string>> {
  return Object.fromEntries(FIELDS.flatMap((field) => (values?.[field] !== undefined ? [[field, values[field]]] : [])));
}

function withoutFieldError(state: ContactFormState, field: Field): ContactFormState {
  if (state?.ok !== false || !state.fieldErrors) return state;
  const { [field]: _removed, ...rest } = state.fieldErrors;
  return { ...state, fieldErrors: rest };
}
