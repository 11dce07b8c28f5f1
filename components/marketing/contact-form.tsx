'use client';

import { useActionState } from 'react';
import { Island } from '@/components/layout/island';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { sendContactMessage } from '@/lib/contact/actions';
import { CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS, CONTACT_MESSAGES } from '@/content/contact';

/**
 * The contact form, a plain POST to its server action: the page comes back with the outcome
 * inline (each field's error under it, what was typed kept) or the thanks, then home after 2
 * seconds. The public pages load no React in the browser (decision 0027); this is a client
 * component only because useActionState carries the action's answer into the page Next renders
 * for that POST. The counter under the message follows the typing through a small island.
 */
export function ContactForm() {
  // The permalink becomes the form's action attribute (React would write an empty one, invalid HTML).
  const [result, formAction] = useActionState(sendContactMessage, null, '/contact');
  const sent = result?.ok === true;
  const errors = result?.ok === false ? (result.fieldErrors ?? {}) : {};
  const typed = result?.ok === false ? (result.values ?? {}) : {};
  const message = typed.message ?? '';

  return (
    <form action={formAction} className="flex flex-col gap-5">
      {sent ? (
        <>
          {/* The browser itself returns home after 2 seconds. */}
          <meta httpEquiv="refresh" content="2;url=/" />
          <div role="status" className="rounded-md border border-success bg-card p-4">
            <p className="font-semibold">{CONTACT_MESSAGES.sentTitle}</p>
            <p>{CONTACT_MESSAGES.sentDescription}</p>
          </div>
        </>
      ) : null}
      {result?.ok === false ? (
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
          defaultValue={typed.name}
          disabled={sent}
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
          defaultValue={typed.email}
          disabled={sent}
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
          defaultValue={message}
          disabled={sent}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={`contacto-mensaje-contador${errors.message ? ' contacto-mensaje-error' : ''}`}
        />
        <p id="contacto-mensaje-contador" data-counts="contacto-mensaje" className="text-right text-sm text-muted-foreground">
          {message.length}/{CONTACT_LIMITS.message} caracteres
        </p>
        <Island name="counter" />
      </FieldRow>
      {/* The honeypot: off-screen, out of the tab order and hidden from assistive technology. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contacto-web">No completes este campo</label>
        <input id="contacto-web" name={CONTACT_HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Button type="submit" size="lg" disabled={sent} className="w-full sm:w-fit">
        Enviar mensaje
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
