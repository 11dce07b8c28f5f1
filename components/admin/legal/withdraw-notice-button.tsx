'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { withdrawNoticeAction } from '@/lib/legal/notice-actions';
import { useAdminAction } from '../use-admin-action';

type Props = { noticeId: string; title: string };

/**
 * 'Anular el aviso': a notice announced by mistake, or a change dropped, before it takes effect.
 * The reason is e-mailed to every customer who had the notice, so it is asked for here and kept
 * if the server refuses it.
 */
export function WithdrawNoticeButton({ noticeId, title }: Props) {
  const [reason, setReason] = useState('');
  const { run, isPending } = useAdminAction();
  const fieldId = `withdraw-reason-${noticeId}`;
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          Anular el aviso
        </Button>
      }
      title={`¿Anular el aviso «${title}»?`}
      // Not the count on the page: the announcement's e-mails may still be going out.
      description="Deja de mostrarse en los paneles y no se envía a nadie más. Quienes ya lo recibieron reciben un correo que dice que el cambio queda sin efecto, con el motivo que escribas."
      labels={{ cancel: 'Volver', confirm: 'Anular el aviso', pending: 'Anulando...' }}
      isPending={isPending}
      onConfirm={(close) =>
        run(
          withdrawNoticeAction,
          { noticeId, reason },
          {
            success: 'Aviso anulado: enviamos la corrección a quienes lo recibieron',
            errorPrefix: 'No se anuló el aviso: ',
            lang: 'es',
            onSuccess: () => {
              setReason('');
              close();
            },
          },
        )
      }
    >
      <div className="grid gap-1.5">
        <Label htmlFor={fieldId}>Por qué se anula (lo leen los clientes)</Label>
        <Textarea
          id={fieldId}
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          disabled={isPending}
          placeholder="Por ejemplo: lo enviamos por error; no hay ningún cambio en tus términos."
        />
      </div>
    </ConfirmDialog>
  );
}
