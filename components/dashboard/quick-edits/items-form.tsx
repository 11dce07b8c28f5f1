'use client';

import { Input } from '@/components/ui/input';
import type { QuickItemList } from '@/lib/sites/quick-edits/quick-edit-form';
import { saveQuickItemsAction } from '@/lib/sites/quick-edits/actions';
import { FieldError, QuickEditAnswer, SaveButton, TOUCH_INPUT, useQuickEdit } from './use-quick-edit';

/**
 * 'Carta y precios': each dish or service's name and price, a box to take it off, and one empty
 * row per list to add one. `version` says which version the rows were read from.
 */
export function ItemsForm({ siteId, version, lists, address }: { siteId: string; version: number; lists: QuickItemList[]; address: string }) {
  const form = useQuickEdit(saveQuickItemsAction);
  return (
    <form action={form.formAction} className="grid gap-5">
      <input type="hidden" name="siteId" value={siteId} />
      <input type="hidden" name="version" value={version} />
      <QuickEditAnswer result={form.result} address={address} />
      {lists.map((list) => (
        <fieldset key={list.newKey} className="grid gap-3">
          <legend className="mb-1 font-semibold">{list.title}</legend>
          {list.items.map((item) => (
            <ItemRow key={item.key} form={form} itemKey={item.key} name={item.name} price={item.price} />
          ))}
          <ItemRow form={form} itemKey={list.newKey} name="" price="" />
        </fieldset>
      ))}
      <SaveButton isPending={form.isPending}>Guardar carta y precios</SaveButton>
    </form>
  );
}

function ItemRow({ form, itemKey, name, price }: { form: ReturnType<typeof useQuickEdit>; itemKey: string; name: string; price: string }) {
  const isNew = itemKey.startsWith('new-');
  const [nameError, priceError] = [form.error(`name-${itemKey}`), form.error(`price-${itemKey}`)];
  return (
    <div className="grid gap-2 rounded-md border border-border p-3">
      <label className="grid gap-1 text-sm">
        {isNew ? 'Agregar (nombre)' : 'Nombre'}
        {isNew ? null : <span className="sr-only"> de {name}</span>}
        <Input
          name={`name-${itemKey}`}
          maxLength={80}
          className={TOUCH_INPUT}
          defaultValue={form.value(`name-${itemKey}`, name)}
          aria-invalid={nameError ? true : undefined}
        />
      </label>
      <FieldError message={nameError} />
      <label className="grid gap-1 text-sm">
        {isNew ? 'Precio en soles (opcional)' : 'Precio en soles'}
        {isNew ? null : <span className="sr-only"> de {name}</span>}
        <Input
          name={`price-${itemKey}`}
          inputMode="decimal"
          placeholder="Sin precio"
          className={TOUCH_INPUT}
          defaultValue={form.value(`price-${itemKey}`, price)}
          aria-invalid={priceError ? true : undefined}
        />
      </label>
      <FieldError message={priceError} />
      {isNew ? null : (
        <label className="flex min-h-12 items-center gap-3 text-base">
          <input type="checkbox" name={`remove-${itemKey}`} defaultChecked={form.failed && form.value(`remove-${itemKey}`, '') !== ''} className="size-6" />
          Quitar de mi web<span className="sr-only"> {name}</span>
        </label>
      )}
    </div>
  );
}
