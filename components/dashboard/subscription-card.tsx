import { BillingControls } from '@/components/billing/billing-controls';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CustomerDashboard } from '@/lib/dashboard/queries';

type Props = {
  subscription: CustomerDashboard['subscription'];
  paymentsEnabled: boolean;
  /** Shown on the subscription page itself: no button leading back to it. */
  isManagePage?: boolean;
};

/** Plan, status, trial days or renewal date, and the billing buttons that fit the status. */
export function SubscriptionCard({ subscription, paymentsEnabled, isManagePage = false }: Props) {
  return (
    <Card id="suscripcion">
      <CardHeader>
        <CardTitle asChild>
          <h2>Suscripción</h2>
        </CardTitle>
        {subscription ? null : (
          <CardDescription>
            Cuando nos envíes los datos de tu negocio armamos tu sitio. Tu prueba de 5 días empieza cuando te enviemos la vista previa.
          </CardDescription>
        )}
      </CardHeader>
      {subscription ? (
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt className="text-muted-foreground">Plan</dt>
              <dd className="font-medium">{subscription.planLabel}</dd>
            </div>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <dt className="text-muted-foreground">Estado</dt>
              <dd>
                <Badge variant={subscription.statusBadge}>{subscription.statusLabel}</Badge>
              </dd>
            </div>
            {subscription.trialDaysRemaining !== null ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-muted-foreground">Días de prueba restantes</dt>
                <dd className="font-medium">
                  {subscription.trialDaysRemaining} {subscription.trialDaysRemaining === 1 ? 'día' : 'días'}
                </dd>
              </div>
            ) : null}
            {subscription.trialEndsOn ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-muted-foreground">La prueba termina el</dt>
                <dd className="font-medium">{subscription.trialEndsOn}</dd>
              </div>
            ) : null}
            {subscription.renewsOn ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <dt className="text-muted-foreground">{subscription.cancelAtPeriodEnd ? 'Activa hasta' : 'Próxima renovación'}</dt>
                <dd className="font-medium">{subscription.renewsOn}</dd>
              </div>
            ) : null}
          </dl>
          {subscription.trialNotice ? <p className="text-sm font-medium">{subscription.trialNotice}.</p> : null}
          <BillingControls
            status={subscription.status}
            hasProviderCustomer={subscription.hasProviderCustomer}
            paymentsEnabled={paymentsEnabled}
            cancelAtPeriodEnd={subscription.cancelAtPeriodEnd}
            canManage={!isManagePage}
            offersPaymentLinks={subscription.offersPaymentLinks}
            canUndoCancellation={subscription.canUndoCancellation}
            planPrices={subscription.planPrices}
            planHint={subscription.planHint}
            checkoutClosedReason={subscription.checkoutClosedReason}
            cancelConsequences={subscription.cancelConsequences}
          />
        </CardContent>
      ) : null}
    </Card>
  );
}
