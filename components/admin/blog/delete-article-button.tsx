'use client';

import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { deleteArticleAction } from '@/lib/blog/admin-actions';
import { useAdminAction } from '../use-admin-action';

export function DeleteArticleButton({ articleId, title }: { articleId: string; title: string }) {
  const [open, setOpen] = useState(false);
  const { run, isPending } = useAdminAction();
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
          Eliminar
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>¿Eliminar artículo? Esta acción no se puede deshacer.</AlertDialogTitle>
          <AlertDialogDescription>Se eliminará «{title}» y su dirección dejará de funcionar.</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancelar</AlertDialogCancel>
          <Button
            variant="destructive"
            disabled={isPending}
            onClick={() =>
              run(deleteArticleAction, { articleId }, { success: 'Artículo eliminado exitosamente', errorPrefix: 'Error al eliminar el artículo: ', lang: 'es', onSuccess: () => setOpen(false) })
            }
          >
            {isPending ? <Spinner className="size-4" label="Eliminando..." /> : null}
            Eliminar
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
