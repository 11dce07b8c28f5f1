'use client';

import { RocketIcon } from 'lucide-react';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { autoPublishNowAction } from '@/lib/blog/auto-publish-actions';
import { useAdminAction } from '../use-admin-action';

/** 'Probar Auto-Publicación Ahora': runs the weekly job once, now (the blog domain's action). */
export function AutoPublishButton() {
  const { run, isPending } = useAdminAction();
  return (
    <Button
      variant="secondary"
      disabled={isPending}
      onClick={() =>
        run(autoPublishNowAction, undefined, {
          errorPrefix: 'Error al publicar: ',
          lang: 'es',
          onSuccess: (result) => {
            if (result.success && result.article) toast.success(`Artículo publicado: ${result.article.title}`);
            else toast.info(result.message || 'No hay palabras clave pendientes');
          },
        })
      }
    >
      {isPending ? <Spinner className="size-4" label="Publicando..." /> : <RocketIcon aria-hidden="true" />}
      {isPending ? 'Publicando...' : 'Probar Auto-Publicación Ahora'}
    </Button>
  );
}
