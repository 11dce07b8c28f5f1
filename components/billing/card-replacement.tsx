'use client';

import { useTransition } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { startCardReplacementAction } from '@/lib/billing/actions';
import { openInNewTab } from './open-in-new-tab';
import { reachServer } from './reach-server';

type Props = { canReplaceCard: boolean; paysByLink: boolean; renewsOn: string | null; returnedFromCardPage: boolean };

/**
 * How the customer pays, on our own subscription page: 'Cambiar tarjeta' opens the payment
 * page to authorise another card for the same plan; a customer paying by monthly link is told
 * how that works instead.
 */
export function CardReplacement({ canReplaceCard, paysByLink, renewsOn, returnedFromCardPage }: Props) {
  const [isOpening, startTransition] = useTransition();
  if (!canReplaceCard && !paysByLink) return null;
  const open = () =>
    startTransition(async () => {
      const result = await reachServer(() => startCardReplacementAction({}));
      if (result.ok) openInNewTab(result.data.url);
      else toast.error('No se pudo abrir el cambio de tarjeta', { description: result.error });
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Forma de pago</h2>
        </CardTitle>
        <CardDescription>
          {paysByLink
            ? 'Pagas mes a mes con un enlace de pago (Yape u otros medios) que te enviamos por correo unos días antes de cada vencimiento. Si prefieres pagar con tarjeta, escríbenos desde tu panel y te ayudamos a cambiar.'
            : `Autoriza tu nueva tarjeta en la página de pago. No te cobraremos otra vez por el mes ya pagado: ${renewsOn ? `el próximo cobro, el ${renewsOn}, será con la nueva tarjeta` : 'el cobro pendiente se hará con la nueva tarjeta'}.`}
        </CardDescription>
      </CardHeader>
      {canReplaceCard ? (
        <CardContent className="grid gap-3">
          {returnedFromCardPage ? (
            <p role="status" className="text-sm">
              Si autorizaste la nueva tarjeta, la usaremos desde el próximo cobro y tu tarjeta anterior dejará de usarse.
            </p>
          ) : null}
          <Button variant="outline" className="justify-self-start" onClick={open} disabled={isOpening}>
            {isOpening ? <Spinner className="size-4" label="Abriendo..." /> : null}
            Cambiar tarjeta
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}
