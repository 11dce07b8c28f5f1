'use client';

import { TriangleAlertIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { useBillingPortal } from './use-billing-portal';

/**
 * Shown while the subscription is past_due. A card charge failed: the card needs updating and the
 * provider retries. A month paid by link is simply unpaid: nobody retries anything, the e-mailed
 * link settles it.
 */
export function PaymentFailedBanner({ paysByLink = false, linksOffered = false }: { paysByLink?: boolean; linksOffered?: boolean }) {
  const { isOpening, openPortal } = useBillingPortal();
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
        {paysByLink ? (
          <div>
            <p className="font-medium">Aún no recibimos el pago de tu mes</p>
            <p className="text-sm text-muted-foreground">
              {/* A plan the team activated by hand on a provider without links has no link to point to. */}
              {linksOffered
                ? 'Te enviamos por e-mail un enlace para pagarlo con Yape u otro medio. Si no lo encuentras, escríbenos y te ayudamos.'
                : 'Escríbenos y te ayudamos a pagarlo.'}
            </p>
          </div>
        ) : (
          <div>
            <p className="font-medium">No pudimos cobrar tu último pago</p>
            <p className="text-sm text-muted-foreground">Actualiza tu tarjeta para que tu sitio siga en línea. Reintentaremos el cobro automáticamente.</p>
          </div>
        )}
      </div>
      {paysByLink ? null : (
        <Button variant="destructive" onClick={openPortal} disabled={isOpening}>
          {isOpening ? <Spinner className="size-4" label="Abriendo portal..." /> : null}
          Actualizar método de pago
        </Button>
      )}
    </div>
  );
}
