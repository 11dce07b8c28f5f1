'use client';

import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { deleteSubmissionAction } from '@/lib/admin/actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAdminAction } from '../use-admin-action';

export function DeleteSubmissionButton({ submissionId, businessName }: { submissionId: string; businessName: string }) {
  const { run, isPending } = useAdminAction();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete submission from ${businessName}`} className="text-destructive hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
      title="Delete Submission"
      description={<>Are you sure you want to delete the submission from {businessName}? This action cannot be undone.</>}
      labels={{ cancel: 'Cancel', confirm: 'Delete', pending: 'Deleting...' }}
      isPending={isPending}
      onConfirm={(close) =>
        run(
          deleteSubmissionAction,
          { submissionId },
          { success: 'Submission deleted successfully', errorPrefix: 'Error deleting submission: ', onSuccess: close },
        )
      }
    />
  );
}
