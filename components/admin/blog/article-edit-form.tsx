'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { updateArticleAction } from '@/lib/blog/admin-actions';
import { updateArticleSchema, type AdminArticle } from '@/lib/blog/admin-schemas';
import { useAdminAction } from '../use-admin-action';

/** Edit mode: title, excerpt, SEO keywords and, beyond the spec, the HTML body (sanitized on save). */
export function ArticleEditForm({ article, onDone }: { article: AdminArticle; onDone: () => void }) {
  const [values, setValues] = useState({ title: article.title, excerpt: article.excerpt, seoKeywords: article.seoKeywords, content: article.content });
  const { run, isPending } = useAdminAction();
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value }));
  const id = (name: string) => `article-${article.id}-${name}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = updateArticleSchema.safeParse({ articleId: article.id, ...values });
    if (!parsed.success) {
      toast.error(`Error al actualizar el artículo: ${parsed.error.issues[0]?.message ?? 'datos inválidos'}`);
      return;
    }
    run(updateArticleAction, parsed.data, {
      success: 'Artículo actualizado exitosamente',
      errorPrefix: 'Error al actualizar el artículo: ',
      lang: 'es',
      onSuccess: onDone,
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor={id('title')}>Título</Label>
        <Input id={id('title')} value={values.title} onChange={set('title')} maxLength={200} required disabled={isPending} />
        <p className="text-xs text-muted-foreground">La dirección del artículo se actualiza con el título; la anterior redirige a la nueva.</p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id('excerpt')}>Resumen</Label>
        <Textarea id={id('excerpt')} value={values.excerpt} onChange={set('excerpt')} rows={2} maxLength={500} disabled={isPending} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id('keywords')}>Palabras clave SEO</Label>
        <Input
          id={id('keywords')}
          value={values.seoKeywords}
          onChange={set('seoKeywords')}
          maxLength={500}
          placeholder="separadas por comas"
          disabled={isPending}
        />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={id('content')}>Contenido (HTML)</Label>
        <Textarea id={id('content')} value={values.content} onChange={set('content')} rows={14} className="font-mono text-sm" disabled={isPending} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {isPending ? <Spinner className="size-4" label="Guardando..." /> : null}
          Guardar Cambios
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={isPending}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
