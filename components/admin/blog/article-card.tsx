'use client';

import { ChevronDownIcon, ExternalLinkIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { ArticleBody } from '@/components/blog/article-body';
import { ArticleCover } from '@/components/blog/article-cover';
import { KeywordChips } from '@/components/blog/keyword-chips';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { publishArticleAction, unpublishArticleAction } from '@/lib/blog/admin-actions';
import type { AdminArticle } from '@/lib/blog/admin-schemas';
import { keywordChips } from '@/lib/blog/format';
import { useAdminAction } from '../use-admin-action';
import { ArticleEditForm } from './article-edit-form';
import { DeleteArticleButton } from './delete-article-button';

/** One article: title, status and date, publish or unpublish; opened, the full view or the editor. */
export function ArticleCard({ article: a }: { article: AdminArticle }) {
  const [isEditing, setIsEditing] = useState(false);
  const { run, isPending } = useAdminAction();
  const isPublished = a.status === 'published';

  function toggle() {
    if (isPublished) {
      run(
        unpublishArticleAction,
        { articleId: a.id },
        { success: 'Artículo despublicado exitosamente', errorPrefix: 'Error al despublicar el artículo: ', lang: 'es' },
      );
    } else {
      run(
        publishArticleAction,
        { articleId: a.id },
        { success: 'Artículo publicado exitosamente', errorPrefix: 'Error al publicar el artículo: ', lang: 'es' },
      );
    }
  }

  return (
    <Collapsible className="rounded-lg border border-border bg-card shadow-sm" data-testid="article-card">
      <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <h3 className="min-w-0 flex-1">
          <CollapsibleTrigger className="group flex w-full items-start gap-3 rounded-md text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            <ChevronDownIcon aria-hidden="true" className="mt-1 size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180" />
            <span className="min-w-0">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold break-words">{a.title}</span>
                <Badge variant={isPublished ? 'success' : 'secondary'}>{isPublished ? 'Publicado' : 'Borrador'}</Badge>
              </span>
              <span className="block text-sm font-normal text-muted-foreground">Creado el {a.createdAt}</span>
            </span>
          </CollapsibleTrigger>
        </h3>
        <Button variant={isPublished ? 'outline' : 'default'} size="sm" onClick={toggle} disabled={isPending} className="self-start sm:self-center">
          {isPublished ? 'Despublicar' : 'Publicar'}
        </Button>
      </div>
      <CollapsibleContent className="space-y-4 border-t border-border p-4 sm:p-6">
        {isEditing ? (
          <ArticleEditForm article={a} onDone={() => setIsEditing(false)} />
        ) : (
          <>
            {a.excerpt ? <p className="text-muted-foreground italic">{a.excerpt}</p> : null}
            {a.imageUrl ? <ArticleCover src={a.imageUrl} alt={`Portada de ${a.title}`} className="max-w-xl rounded-md" /> : null}
            <ArticleBody html={a.content} className="max-w-prose" />
            <dl className="grid gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-muted-foreground">Palabras clave SEO</dt>
                <dd>{a.seoKeywords ? <KeywordChips keywords={keywordChips(a.seoKeywords)} /> : '—'}</dd>
              </div>
              <div className="min-w-0">
                <dt className="text-muted-foreground">URL</dt>
                <dd className="break-all">/blog/{a.slug}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Fecha de publicación</dt>
                <dd>{a.publishedAt ?? 'Sin publicar'}</dd>
              </div>
            </dl>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" size="sm" onClick={() => setIsEditing(true)}>
                <PencilIcon aria-hidden="true" />
                Editar
              </Button>
              {isPublished ? (
                <Button asChild variant="outline" size="sm">
                  <a href={`/blog/${a.slug}`} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkIcon aria-hidden="true" />
                    Ver Artículo
                  </a>
                </Button>
              ) : null}
              <DeleteArticleButton articleId={a.id} title={a.title} />
            </div>
          </>
        )}
      </CollapsibleContent>
    </Collapsible>
  );
}
