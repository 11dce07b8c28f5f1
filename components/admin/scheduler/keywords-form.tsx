'use client';

import { PlusIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { addKeywordsAction } from '@/lib/blog/admin-actions';
import { KEYWORDS_REQUIRED, splitKeywordLines } from '@/lib/blog/admin-schemas';
import { useAdminAction } from '../use-admin-action';

/** One keyword per line; blank lines are ignored (spec section 5). */
export function KeywordsForm() {
  const [text, setText] = useState('');
  const { run, isPending } = useAdminAction();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (splitKeywordLines(text).length === 0) {
      toast.error(KEYWORDS_REQUIRED);
      return;
    }
    run(
      addKeywordsAction,
      { keywords: text },
      {
        success: ({ added }) => `${added} palabras clave añadidas exitosamente`,
        errorPrefix: 'Error al añadir palabras clave: ',
        lang: 'es',
        onSuccess: () => setText(''),
      },
    );
  }

  return (
    <section aria-labelledby="add-keywords-heading" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="add-keywords-heading" className="text-xl font-semibold">
        Añadir palabras clave
      </h2>
      <form onSubmit={submit} className="mt-3 grid gap-3">
        <Label htmlFor="keywords-input">Una palabra clave por línea</Label>
        <Textarea
          id="keywords-input"
          rows={10}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={'diseño web para restaurantes en Lima\ncómo vender por WhatsApp'}
          disabled={isPending}
        />
        <Button type="submit" className="justify-self-start" disabled={isPending}>
          {isPending ? <Spinner className="size-4" label="Añadiendo..." /> : <PlusIcon aria-hidden="true" />}
          {isPending ? 'Añadiendo...' : 'Añadir Palabras Clave'}
        </Button>
      </form>
    </section>
  );
}
