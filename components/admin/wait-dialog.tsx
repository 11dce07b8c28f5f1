'use client';

import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogHeader, AlertDialogTitle } from '@/components/ui/alert-dialog';
import { Spinner } from '@/components/ui/spinner';

/**
 * Blocks the panel while an AI generation runs (the prompt, the site draft): the admin waits for
 * the answer instead of editing meanwhile, and Escape does not hide a request still under way.
 */
export function WaitDialog({ open, title }: { open: boolean; title: string }) {
  return (
    <AlertDialog open={open}>
      <AlertDialogContent onEscapeKeyDown={(event) => event.preventDefault()} className="max-w-sm text-center">
        <AlertDialogHeader className="items-center text-center sm:text-center">
          <Spinner className="size-8 text-primary" label="Generating..." />
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>This may take up to 30 seconds...</AlertDialogDescription>
        </AlertDialogHeader>
      </AlertDialogContent>
    </AlertDialog>
  );
}
