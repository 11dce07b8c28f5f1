'use client';

import { Field } from '@/components/auth/field';
import { Input } from '@/components/ui/input';
import { saveQuickContactAction } from '@/lib/sites/quick-edits/actions';
import { QuickEditAnswer, SaveButton, TOUCH_INPUT, useQuickEdit } from './use-quick-edit';

/** 'Teléfono y WhatsApp': the numbers the site's buttons call and write to. */
export function ContactForm({ siteId, phone, whatsapp, address }: { siteId: string; phone: string; whatsapp: string; address: string }) {
  const form = useQuickEdit(saveQuickContactAction);
  return (
    <form action={form.formAction} className="grid gap-4">
      <input type="hidden" name="siteId" value={siteId} />
      <QuickEditAnswer result={form.result} address={address} />
      <Field id="quick-phone" label="Teléfono" error={form.error('phone')} hint="Como quieres que lo vean tus clientes, por ejemplo 01 234 5678.">
        {(c) => <Input {...c} type="tel" name="phone" maxLength={30} className={TOUCH_INPUT} defaultValue={form.value('phone', phone)} />}
      </Field>
      <Field
        id="quick-whatsapp"
        label="WhatsApp"
        error={form.error('whatsapp')}
        hint="Tu celular, por ejemplo 987 654 321. Déjalo vacío si no atiendes por WhatsApp."
      >
        {(c) => (
          <Input {...c} type="tel" inputMode="numeric" name="whatsapp" maxLength={20} className={TOUCH_INPUT} defaultValue={form.value('whatsapp', whatsapp)} />
        )}
      </Field>
      <SaveButton isPending={form.isPending}>Guardar teléfonos</SaveButton>
    </form>
  );
}
