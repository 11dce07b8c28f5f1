'use client';

import { useId, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { PAID_PLAN_KEYS, plans, type PaidPlanKey, type PlanPrices } from '@/content/plans';
import { startCheckoutAction } from '@/lib/billing/actions';
import { BILLING_DETAILS_MISSING } from '@/lib/billing/billing-details-schema';

import { useBillingDetails } from './billing-details-context';
import { BillingDetailsForm } from './billing-details-form';
import { openInNewTab } from './open-in-new-tab';
import { reachServer } from './reach-server';

/**
 * The two plans' checkout buttons, shown while the customer has no paid plan. Without receipt
 * data yet, a plan button first asks for it (boleta or factura), then opens that plan's checkout.
 * The prices are the customer's launch step (kept from their first checkout, or today's).
 * Where the provider offers it, a choice to pay month by month through a link instead of a card.
 * With a `closedReason` (a project whose preview is not seen and approved yet) the buttons stay
 * in view, inactive, with that line saying when they open; the server refuses the same way.
 */
export function UpgradeButtons({
  prices,
  offersPaymentLinks = false,
  closedReason = null,
}: {
  prices: PlanPrices;
  offersPaymentLinks?: boolean;
  closedReason?: string | null;
}) {
  const reasonId = useId();
  const { details, required, setDetails } = useBillingDetails();
  const [pendingPlan, setPendingPlan] = useState<PaidPlanKey | null>(null);
  const [askingFor, setAskingFor] = useState<PaidPlanKey | null>(null);
  const [byLink, setByLink] = useState(false);
  const [isPending, startTransition] = useTransition();

  const checkout = (plan: PaidPlanKey, detailsKnown: boolean) => {
    if (required && !detailsKnown) {
      setAskingFor(plan);
      return;
    }
    setPendingPlan(plan);
    startTransition(async () => {
      const result = await reachServer(() => startCheckoutAction({ plan, method: byLink ? 'link' : 'card' }));
      setPendingPlan(null);
      if (result.ok) openInNewTab(result.data.url);
      else if (result.error === BILLING_DETAILS_MISSING) setAskingFor(plan);
      else toast.error('Error al crear sesión de pago', { description: result.error });
    });
  };

  return (
    <div className="flex flex-col gap-3">
      {offersPaymentLinks ? (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-1" checked={byLink} disabled={closedReason !== null} onChange={(event) => setByLink(event.target.checked)} />
          <span>Prefiero pagar mes a mes con Yape u otro medio: te enviamos el enlace de pago por e-mail antes de cada vencimiento.</span>
        </label>
      ) : null}
      {closedReason ? (
        <p id={reasonId} className="text-sm text-muted-foreground">
          {closedReason}
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {plans
          .filter((plan): plan is typeof plan & { key: PaidPlanKey } => (PAID_PLAN_KEYS as readonly string[]).includes(plan.key))
          .map((plan) => (
            <Button
              key={plan.key}
              variant={plan.popular ? 'default' : 'outline'}
              disabled={isPending || closedReason !== null}
              aria-describedby={closedReason ? reasonId : undefined}
              onClick={() => checkout(plan.key, details !== null)}
              className="whitespace-normal"
            >
              {pendingPlan === plan.key ? <Spinner className="size-4" label="Abriendo el pago..." /> : null}
              {`Plan ${plan.name} ${prices[plan.key]}/mes`}
            </Button>
          ))}
        <Dialog open={askingFor !== null} onOpenChange={(open) => (open ? null : setAskingFor(null))}>
          <DialogContent>
            <DialogHeader>
              <DialogTitle>Datos para tu comprobante</DialogTitle>
              <DialogDescription>Cada pago lleva su comprobante electrónico. Elige boleta o factura; podrás cambiarlo después.</DialogDescription>
            </DialogHeader>
            <BillingDetailsForm
              initial={details}
              submitLabel="Guardar y continuar al pago"
              onSaved={(saved) => {
                setDetails(saved);
                const plan = askingFor;
                setAskingFor(null);
                if (plan) checkout(plan, true);
              }}
            />
          </DialogContent>
        </Dialog>
      </div>
    </div>
  );
}
