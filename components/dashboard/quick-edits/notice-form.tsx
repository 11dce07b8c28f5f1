'use client';

import { Field } from '@/components/auth/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { NOTICE_TITLES, noticeKindValues, type SiteNotice } from '@/lib/sites/document/document';
import { saveQuickNoticeAction } from '@/lib/sites/quick-edits/actions';
import { QuickEditAnswer, SaveButton, TOUCH_INPUT, useQuickEdit } from './use-quick-edit';

const KIND_LABELS: Record<(typeof noticeKindValues)[number], string> = {
  'cerrado-hoy': `${NOTICE_TITLES['cerrado-hoy']} (se quita solo mañana)`,
  feriado: NOTICE_TITLES.feriado,
  aviso: 'Otro aviso (escríbelo tú)',
};

/** 'Aviso en tu web': a line over every page until the day chosen, then gone by itself. */
export function NoticeForm({ siteId, notice, today, address }: { siteId: string; notice: SiteNotice | null; today: string; address: string }) {
  const form = useQuickEdit(saveQuickNoticeAction);
  return (
    <form action={form.formAction} className="grid gap-4">
      <input type="hidden" name="siteId" value={siteId} />
      <QuickEditAnswer result={form.result} address={address} />
      <Field id="quick-notice-kind" label="Tipo de aviso" error={form.error('kind')}>
        {(c) => (
          <NativeSelect {...c} name="kind" className={TOUCH_INPUT} defaultValue={form.value('kind', notice?.kind ?? '')}>
            <option value="">Sin aviso</option>
            {noticeKindValues.map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field id="quick-notice-text" label="Texto del aviso" isOptional error={form.error('text')} hint="Por ejemplo: Volvemos el martes a las 9:00.">
        {(c) => <Input {...c} name="text" maxLength={160} className={TOUCH_INPUT} defaultValue={form.value('text', notice?.text ?? '')} />}
      </Field>
      <Field
        id="quick-notice-until"
        label="Se muestra hasta el día"
        error={form.error('until')}
        hint="Incluido ese día. Desde el día siguiente el aviso desaparece solo."
      >
        {(c) => <Input {...c} type="date" name="until" min={today} className={TOUCH_INPUT} defaultValue={form.value('until', notice?.until ?? '')} />}
      </Field>
      <SaveButton isPending={form.isPending}>Guardar aviso</SaveButton>
    </form>
  );
}
