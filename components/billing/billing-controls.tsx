'use client';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { SubscriptionStatus } from '@/lib/subscriptions/present';

import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { UpgradeButtons } from './upgrade-buttons';
import { useBillingPortal } from './use-billing-portal';

type Props = {
  status: SubscriptionStatus;
  hasProviderCustomer: boolean;
  /** False when payments are not configured; the buttons still explain why on click. */
  paymentsEnabled: boolean;
};

/**
 * The subscription's buttons on the dashboard (spec section 2): upgrades only during the trial,
 * 'Gestionar suscripción' only when active with a provider customer, cancellation in both cases.
 */
export function BillingControls({ status, hasProviderCustomer, paymentsEnabled }: Props) {
  const { isOpening, openPortal } = useBillingPortal();
  const isTrial = status === 'trial';
  const isActive = status === 'active';
  if (!isTrial && !isActive) return null;

  return (
    <div className="flex flex-col gap-3">
      {isTrial ? (
        <>
          <UpgradeButtons />
          {paymentsEnabled ? null : (
            <p className="text-sm text-muted-foreground">Los pagos en línea aún no están disponibles.</p>
          )}
        </>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {isActive && hasProviderCustomer ? (
          <Button variant="outline" onClick={openPortal} disabled={isOpening}>
            {isOpening ? <Spinner className="size-4" label="Abriendo portal..." /> : null}
            Gestionar suscripción
          </Button>
        ) : null}
        <CancelSubscriptionDialog isTrial={isTrial} />
      </div>
    </div>
  );
}
