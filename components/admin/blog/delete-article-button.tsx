'use client';

import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { deleteArticleAction } from '@/lib/blog/admin-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminAction } from '../use-admin-action';

export function DeleteArticleButton({ articleId, title }: { articleId: string; title: string }) {
  const { run, isPending } = useAdminAction();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Eliminar
        </Button>
      }
      title="¿Eliminar artículo? Esta acción no se puede deshacer."
      description={<>Se eliminará «{title}» y su dirección dejará de funcionar.</>}
      labels={{ cancel: 'Cancelar', confirm: 'Eliminar', pending: 'Eliminando...' }}
      isPending={isPending}
      onConfirm={(close) =>
        run(
          deleteArticleAction,
          { articleId },
          { success: 'Artículo eliminado exitosamente', errorPrefix: 'Error al eliminar el artículo: ', lang: 'es', onSuccess: close },
        )
      }
    />
  );
}
