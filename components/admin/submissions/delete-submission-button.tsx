'use client';

import { Trash2Icon } from 'lucide-react';
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
import { deleteSubmissionAction } from '@/lib/submissions/actions';
import { useAdminAction } from '../use-admin-action';

export function DeleteSubmissionButton({ submissionId, businessName }: { submissionId: string; businessName: string }) {
  const [open, setOpen] = useState(false);
  const { run, isPending } = useAdminAction();

  function confirm() {
    run(deleteSubmissionAction, { submissionId }, { success: 'Submission deleted successfully', errorPrefix: 'Error deleting submission: ', onSuccess: () => setOpen(false) });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !isPending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Delete submission from ${businessName}`} className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Submission</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete the submission from {businessName}? This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the deletion is done. */}
          <Button variant="destructive" onClick={confirm} disabled={isPending}>
            {isPending ? <Spinner className="size-4" label="Deleting..." /> : null}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
