'use client';

import { CheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { markContactReadAction } from '@/lib/contact/admin-actions';
import { useAdminAction } from '../use-admin-action';

/** 'Marcar como leído' → disabled 'Leído' (one-way, spec section 4). */
export function MarkReadButton({ id, read }: { id: string; read: boolean }) {
  const [isRead, setIsRead] = useState(read);
  const { run, isPending } = useAdminAction();
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={isRead || isPending}
      onClick={() =>
        run(
          markContactReadAction,
          { id },
          { success: 'Marcado como leído', errorPrefix: 'Error al marcar como leído: ', lang: 'es', onSuccess: () => setIsRead(true) },
        )
      }
    >
      {isRead ? <CheckIcon aria-hidden="true" /> : null}
      {isRead ? 'Leído' : 'Marcar como leído'}
    </Button>
  );
}
