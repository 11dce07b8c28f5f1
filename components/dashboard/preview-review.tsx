'use client';

import { CheckCircle2Icon } from 'lucide-react';
import { useState, useTransition, type ReactNode } from 'react';

import { UpgradeButtons } from '@/components/billing/upgrade-buttons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { PlanPrices } from '@/content/plans';
import { approveSiteAction } from '@/lib/sites/publish/actions';

import { NewTabButton } from './new-tab-button';

type Props = {
  previewUrl: string;
  embedPath: string | null;
  note: string | null;
  canApprove: boolean;
  planPrices: PlanPrices;
  /** The same month-by-month choice (Yape) the subscription card offers. */
  offersPaymentLinks: boolean;
  /** The change-request form, placed with the preview; none for a preview hosted elsewhere. */
  children?: ReactNode;
};

/**
 * The review step the offer promises: look at the preview, ask for changes as many times as
 * needed, or approve it and activate a plan (checkout opens in a new tab).
 */
export function PreviewReview({ previewUrl, embedPath, note, canApprove, planPrices, offersPaymentLinks, children }: Props) {
  const [plansOpen, setPlansOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [approving, startApproving] = useTransition();

  // The plans open only once the approval is recorded: the checkout refuses a site not approved,
  // so opening them on a refusal would lead the customer to a second, later error.
  const approve = () => {
    // A preview hosted elsewhere (no embedded page) is no Vitrina site to approve: having seen it
    // is enough for the checkout (lib/billing/checkout-gate.ts), so the plans open at once.
    if (!embedPath) return setPlansOpen(true);
    startApproving(async () => {
      setError(null);
      const result = await approveSiteAction({}).catch(() => ({
        ok: false as const,
        error: 'No pudimos registrar tu aprobación. Revisa tu conexión e inténtalo de nuevo.',
      }));
      if (!result.ok) setError(result.error);
      else if (result.data.approved) setPlansOpen(true);
      else {
        // The team sent a newer preview meanwhile: the action's revalidation brings it on screen.
        setError('Tu vista previa acaba de cambiar: revisa la nueva versión y vuelve a aprobarla.');
      }
    });
  };

  return (
    <section aria-labelledby="preview-heading" className="grid gap-4 rounded-md border border-primary/30 bg-primary/5 p-4">
      <div className="grid gap-1">
        <h3 id="preview-heading" className="font-semibold">
          Tu vista previa
        </h3>
        {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
      </div>
      {embedPath ? (
        // The private preview itself (its own policy lets only this app frame it); lazy, so the
        // dashboard's first paint does not wait for it. Sandboxed: its links stay inside the frame.
        <iframe
          title="Vista previa de tu sitio"
          src={embedPath}
          loading="lazy"
          sandbox="allow-same-origin"
          className="h-[28rem] w-full rounded-md border border-border bg-white"
        />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <NewTabButton href={previewUrl} variant="outline">
          Ver vista previa
        </NewTabButton>
        {canApprove ? (
          <>
            {/* Approving records the version on screen; it goes live when the payment is confirmed. */}
            <Button onClick={approve} disabled={approving} aria-describedby={error ? 'approve-error' : undefined}>
              <CheckCircle2Icon aria-hidden="true" />
              {approving ? 'Aprobando…' : 'Aprobar y activar'}
            </Button>
            <Dialog open={plansOpen} onOpenChange={setPlansOpen}>
              <DialogContent>
                <DialogHeader>
                  <DialogTitle>Elige tu plan</DialogTitle>
                  <DialogDescription>
                    Al aprobar tu sitio eliges el plan y pagas en una pestaña nueva. Solo se cobra desde ahora; puedes cancelar cuando quieras.
                  </DialogDescription>
                </DialogHeader>
                <UpgradeButtons prices={planPrices} offersPaymentLinks={offersPaymentLinks} />
              </DialogContent>
            </Dialog>
          </>
        ) : null}
      </div>
      {error ? (
        <p id="approve-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      {children ?? <p className="text-sm text-muted-foreground">¿Quieres cambios? Escríbenos desde Mensajes.</p>}
    </section>
  );
}
