'use client';

import { Input } from '@/components/ui/input';
import type { SiteDocument } from '@/lib/sites/document/document';
import { weekdayValues } from '@/lib/sites/document/document';
import { siteText } from '@/lib/sites/render/site-text';
import { saveQuickHoursAction } from '@/lib/sites/quick-edits/actions';
import { FieldError, QuickEditAnswer, SaveButton, TOUCH_INPUT, useQuickEdit } from './use-quick-edit';

/** 'Horario de atención': each day closed, or open from–to. */
export function HoursForm({ siteId, hours, address }: { siteId: string; hours: SiteDocument['business']['hours']; address: string }) {
  const form = useQuickEdit(saveQuickHoursAction);
  return (
    <form action={form.formAction} className="grid gap-4" aria-labelledby="horario-title">
      <input type="hidden" name="siteId" value={siteId} />
      <QuickEditAnswer result={form.result} address={address} />
      {weekdayValues.map((day) => {
        const closed = form.failed ? form.value(`closed-${day}`, '') === 'on' : hours[day] === null;
        const error = form.error(`open-${day}`) ?? form.error(`close-${day}`);
        return (
          <fieldset key={day} className="grid gap-2 rounded-md border border-border p-3" aria-describedby={error ? `${day}-error` : undefined}>
            <legend className="px-1 font-medium">{siteText('es').weekdays[day]}</legend>
            <label className="flex min-h-12 items-center gap-3 text-base">
              <input type="checkbox" name={`closed-${day}`} defaultChecked={closed} className="size-6" />
              Cerrado
            </label>
            <div className="grid grid-cols-2 gap-3">
              <label className="grid gap-1 text-sm">
                Abre
                <Input
                  type="time"
                  name={`open-${day}`}
                  className={TOUCH_INPUT}
                  defaultValue={form.value(`open-${day}`, hours[day]?.open ?? '')}
                  aria-invalid={form.error(`open-${day}`) ? true : undefined}
                />
              </label>
              <label className="grid gap-1 text-sm">
                Cierra
                <Input
                  type="time"
                  name={`close-${day}`}
                  className={TOUCH_INPUT}
                  defaultValue={form.value(`close-${day}`, hours[day]?.close ?? '')}
                  aria-invalid={form.error(`close-${day}`) ? true : undefined}
                />
              </label>
            </div>
            <FieldError id={`${day}-error`} message={error} />
          </fieldset>
        );
      })}
      <SaveButton isPending={form.isPending}>Guardar horario</SaveButton>
    </form>
  );
}
