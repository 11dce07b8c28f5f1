'use client';

import { useActionState } from 'react';
import { Button } from '@/components/ui/button';
import { chooseOwnLogoAction } from '@/lib/sites/logo/actions';
import type { LogoOption } from '@/lib/sites/logo/logo-records';

/**
 * The options the team sent, one radio each, and 'Elegir este logo': a plain POST (no script
 * needed). After a choice the page shows the chosen logo; choosing again replaces it.
 */
export function LogoChoiceForm({ options, chosenId }: { options: LogoOption[]; chosenId: string | null }) {
  const [result, formAction, isPending] = useActionState(chooseOwnLogoAction, null, '/dashboard/logo');
  return (
    <form action={formAction} className="grid gap-4">
      {result?.ok === false ? (
        <p role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          {result.error}
        </p>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-medium">Opciones de logo</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {options.map((option, index) => (
            <label
              key={option.id}
              className="grid cursor-pointer gap-2 rounded-lg border p-2 has-checked:border-primary has-checked:ring-2 has-checked:ring-primary"
            >
              {/* A checkerboard shows where the logo is transparent. */}
              <span className="block aspect-square rounded-md bg-[conic-gradient(#f1f1f1_25%,#fff_0_50%,#f1f1f1_0_75%,#fff_0)] bg-[length:16px_16px]">
                {/* eslint-disable-next-line @next/next/no-img-element -- a stored upload, already re-encoded */}
                <img src={option.url} alt={`Opción ${index + 1}`} width={option.width} height={option.height} className="size-full object-contain" />
              </span>
              <span className="flex items-center gap-2 text-sm">
                <input type="radio" name="optionId" value={option.id} required defaultChecked={option.id === chosenId} />
                Opción {index + 1}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={isPending} className="justify-self-start">
        Elegir este logo
      </Button>
    </form>
  );
}
