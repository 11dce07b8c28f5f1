'use client';

import { SparklesIcon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { generateArticleAction } from '@/lib/blog/admin-actions';
import { articleSourceFields, articleSourceTypes, GENERATE_VALUE_REQUIRED, type ArticleSourceType } from '@/lib/blog/admin-schemas';
import { useAdminAction } from '../use-admin-action';

/** Writes a draft with AI from a website, a keyword or a topic (spec: generate-blog-article). */
export function ArticleGeneratorForm() {
  const [sourceType, setSourceType] = useState<ArticleSourceType>('keyword');
  const [sourceValue, setSourceValue] = useState('');
  const [seoKeywords, setSeoKeywords] = useState('');
  const { run, isPending } = useAdminAction();
  const field = articleSourceFields[sourceType];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!sourceValue.trim()) {
      toast.error(GENERATE_VALUE_REQUIRED);
      return;
    }
    run(
      generateArticleAction,
      { sourceType, sourceValue, seoKeywords: seoKeywords.trim() || undefined },
      {
        success: 'Artículo generado exitosamente como borrador',
        errorPrefix: 'Error al generar el artículo: ',
        lang: 'es',
        onSuccess: () => {
          setSourceValue('');
          setSeoKeywords('');
        },
      },
    );
  }

  return (
    <section aria-labelledby="generator-heading" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="generator-heading" className="text-xl font-semibold">
        Generar artículo con IA
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">El artículo se guarda como borrador para que lo revises antes de publicarlo.</p>
      <form onSubmit={submit} className="grid gap-4 md:grid-cols-[12rem_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor="article-source-type">Tipo de fuente</Label>
          <NativeSelect id="article-source-type" value={sourceType} onChange={(e) => setSourceType(e.target.value as ArticleSourceType)} disabled={isPending}>
            {articleSourceTypes.map((type) => (
              <option key={type} value={type}>
                {articleSourceFields[type].option}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="article-source-value">{field.label}</Label>
          <Input
            id="article-source-value"
            type={sourceType === 'website' ? 'url' : 'text'}
            value={sourceValue}
            onChange={(e) => setSourceValue(e.target.value)}
            placeholder={field.placeholder}
            maxLength={500}
            disabled={isPending}
          />
        </div>
        <div className="grid gap-1.5 md:col-span-2">
          <Label htmlFor="article-seo-keywords">Palabras clave SEO (opcional)</Label>
          <Input
            id="article-seo-keywords"
            value={seoKeywords}
            onChange={(e) => setSeoKeywords(e.target.value)}
            placeholder="separadas por comas"
            maxLength={500}
            disabled={isPending}
          />
        </div>
        <Button type="submit" className="justify-self-start md:col-span-2" disabled={isPending || !sourceValue.trim()}>
          {isPending ? <Spinner className="size-4" label="Generando..." /> : <SparklesIcon aria-hidden="true" />}
          {isPending ? 'Generando Artículo...' : 'Generar Artículo'}
        </Button>
      </form>
    </section>
  );
}
