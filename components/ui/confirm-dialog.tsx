'use client';

import { useState } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type Props = {
  trigger: React.ReactNode;
  title: string;
  description: React.ReactNode;
  labels: { cancel: string; confirm: string; pending: string };
  isPending: boolean;
  /** Runs the destructive step; calls `close` once it succeeded, so a failure keeps the dialog. */
  onConfirm: (close: () => void) => void;
  /** Fields between the question and the buttons (a reason, say). */
  children?: React.ReactNode;
};

/**
 * "Are you sure?" before something that cannot be undone (deleting, cancelling), in whichever
 * language the spec gives the screen. It cannot be dismissed while the step runs.
 */
export function ConfirmDialog({ trigger, title, description, labels, isPending, onConfirm, children }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{labels.cancel}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the step is done. */}
          <Button variant="destructive" disabled={isPending} onClick={() => onConfirm(() => setOpen(false))}>
            {isPending ? <Spinner className="size-4" label={labels.pending} /> : null}
            {labels.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
