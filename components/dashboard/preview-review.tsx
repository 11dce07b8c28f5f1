'use client';

import { CheckCircle2Icon } from 'lucide-react';
import type { ReactNode } from 'react';

import { UpgradeButtons } from '@/components/billing/upgrade-buttons';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import type { PlanPrices } from '@/content/plans';
import { approveSiteAction } from '@/lib/sites/actions';

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
        <iframe title="Vista previa de tu sitio" src={embedPath} loading="lazy" sandbox="allow-same-origin" className="h-[28rem] w-full rounded-md border border-border bg-white" />
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <NewTabButton href={previewUrl} variant="outline">
          Ver vista previa
        </NewTabButton>
        {canApprove ? (
          <Dialog>
            <DialogTrigger asChild>
              {/* Approving records the version on screen; it goes live when the payment is confirmed. A failure
                  here costs nothing the team cannot do by hand (publish from the panel). */}
              <Button onClick={() => void approveSiteAction({}).catch(() => undefined)}>
                <CheckCircle2Icon aria-hidden="true" />
                Aprobar y activar
              </Button>
            </DialogTrigger>
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
        ) : null}
      </div>
      {children ?? <p className="text-sm text-muted-foreground">¿Quieres cambios? Escríbenos desde Mensajes.</p>}
    </section>
  );
}
