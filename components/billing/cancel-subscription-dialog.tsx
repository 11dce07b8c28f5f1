'use client';

import { useId, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cancelSubscriptionAction } from '@/lib/billing/actions';
import { CANCEL_REASON_MAX } from '@/lib/billing/schemas';

import { reachServer } from './reach-server';

/** What cancelling really does for this customer (lib/billing/cancellation-terms.ts), read on the server. */
type Props = { consequences: string[] };

/**
 * Self-serve cancellation in one confirmation step (Peruvian consumer law: no retention maze).
 * The reason is optional and kept if the request fails.
 */
export function CancelSubscriptionDialog({ consequences }: Props) {
  const [reason, setReason] = useState('');
  const [isPending, startTransition] = useTransition();
  const reasonId = useId();

  const confirm = (close: () => void) =>
    startTransition(async () => {
      const result = await reachServer(() => cancelSubscriptionAction({ reason }));
      if (!result.ok) {
        toast.error('No se pudo cancelar la suscripción', { description: result.error });
        return;
      }
      close();
      setReason('');
      toast.success(result.data.cancelAtPeriodEnd ? 'Suscripción cancelada: seguirá activa hasta el fin del periodo pagado' : 'Suscripción cancelada', {
        description: 'Te enviamos un correo de confirmación.',
      });
    });

  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" className="text-destructive hover:text-destructive">
          Cancelar suscripción
        </Button>
      }
      title="¿Cancelar tu suscripción?"
      description={consequences.join(' ')}
      labels={{ cancel: 'Volver', confirm: 'Sí, cancelar', pending: 'Cancelando...' }}
      isPending={isPending}
      onConfirm={confirm}
    >
      <div className="grid gap-2">
        <Label htmlFor={reasonId}>Motivo (opcional)</Label>
        <Textarea
          id={reasonId}
          rows={3}
          maxLength={CANCEL_REASON_MAX}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          disabled={isPending}
        />
      </div>
    </ConfirmDialog>
  );
}
