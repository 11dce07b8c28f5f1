'use client';

import { XIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { deleteKeywordAction } from '@/lib/blog/admin-actions';
import { useAdminAction } from '../use-admin-action';

/** Deletes a pending keyword; used ones have no button (spec section 4). */
export function DeleteKeywordButton({ keywordId, keyword }: { keywordId: string; keyword: string }) {
  const { run, isPending } = useAdminAction();
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Eliminar «${keyword}»`}
      disabled={isPending}
      onClick={() => run(deleteKeywordAction, { keywordId }, { success: 'Palabra clave eliminada', errorPrefix: 'Error al eliminar: ', lang: 'es' })}
    >
      <XIcon aria-hidden="true" />
    </Button>
  );
}
