'use client';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { PlanPrices } from '@/content/plans';
import type { SubscriptionStatus } from '@/lib/billing/present';

import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { UpgradeButtons } from './upgrade-buttons';
import { useBillingPortal } from './use-billing-portal';

type Props = {
  status: SubscriptionStatus;
  hasProviderCustomer: boolean;
  /** False when payments are not configured; the buttons still explain why on click. */
  paymentsEnabled: boolean;
  /** A paid plan already set to stop renewing: no second cancellation is offered. */
  cancelAtPeriodEnd?: boolean;
  /** False on the subscription page itself, where 'Gestionar suscripción' would lead back to it. */
  canManage?: boolean;
  /** The provider also takes each month through an e-mailed payment link (Yape and others). */
  offersPaymentLinks?: boolean;
  /** The provider's portal can undo a cancellation (Stripe); otherwise the customer subscribes again after the end. */
  canUndoCancellation?: boolean;
  /** What each plan costs this customer (their launch price step). */
  planPrices: PlanPrices;
  /** The line above the plan buttons, from the customer's state (whether the site is online, in grace, removed...). */
  planHint?: string | null;
  /** Why the plan buttons stay inactive for now (the preview is not seen and approved yet); null when they work. */
  checkoutClosedReason?: string | null;
  /** What cancelling would do, sentence by sentence; null when there is nothing to cancel. */
  cancelConsequences: string[] | null;
};

/**
 * The subscription's buttons on the dashboard (spec section 2): the plan buttons while there is no
 * paid plan (during the trial, and to come back after it expired or was cancelled), 'Gestionar
 * suscripción' only when active with a provider customer, and cancellation without detours.
 */
export function BillingControls({
  status,
  hasProviderCustomer,
  paymentsEnabled,
  cancelAtPeriodEnd = false,
  canManage: mayManage = true,
  offersPaymentLinks = false,
  canUndoCancellation = true,
  planPrices,
  planHint = null,
  checkoutClosedReason = null,
  cancelConsequences,
}: Props) {
  const { isOpening, openPortal } = useBillingPortal();
  const canUpgrade = status === 'trial' || status === 'expired' || status === 'canceled';
  const isPaid = status === 'active' || status === 'past_due';
  // Past due customers reach the portal through PaymentFailedBanner.
  const canManage = mayManage && status === 'active' && hasProviderCustomer;

  return (
    <div className="flex flex-col gap-3">
      {canUpgrade ? (
        <>
          {/* One line: why the buttons are closed, or else what choosing a plan does now. */}
          {!checkoutClosedReason && planHint ? <p className="text-sm text-muted-foreground">{planHint}</p> : null}
          <UpgradeButtons prices={planPrices} offersPaymentLinks={offersPaymentLinks} closedReason={checkoutClosedReason} />
          {paymentsEnabled ? null : <p className="text-sm text-muted-foreground">Los pagos en línea aún no están disponibles.</p>}
        </>
      ) : null}
      {isPaid && cancelAtPeriodEnd ? (
        <p className="text-sm text-muted-foreground">
          Cancelaste tu plan: no se renovará.{' '}
          {canUndoCancellation ? 'Puedes reactivarlo desde «Gestionar suscripción».' : 'Cuando termine, puedes elegir un plan de nuevo.'}
        </p>
      ) : null}
      {canManage || cancelConsequences ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          {canManage ? (
            <Button variant="outline" onClick={openPortal} disabled={isOpening}>
              {isOpening ? <Spinner className="size-4" label="Abriendo portal..." /> : null}
              Gestionar suscripción
            </Button>
          ) : null}
          {cancelConsequences ? <CancelSubscriptionDialog consequences={cancelConsequences} /> : null}
        </div>
      ) : null}
    </div>
  );
}
