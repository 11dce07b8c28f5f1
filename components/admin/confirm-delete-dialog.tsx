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
  /** Runs the deletion; calls `close` once it succeeded. */
  onConfirm: (close: () => void) => void;
};

/** The panel's "are you sure?" dialog for deletions, in whichever language the spec gives the screen. */
export function ConfirmDeleteDialog({ trigger, title, description, labels, isPending, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{labels.cancel}</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the deletion is done. */}
          <Button variant="destructive" disabled={isPending} onClick={() => onConfirm(() => setOpen(false))}>
            {isPending ? <Spinner className="size-4" label={labels.pending} /> : null}
            {labels.confirm}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
