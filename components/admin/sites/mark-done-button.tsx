'use client';

import { Button } from '@/components/ui/button';
import { markRevisionDoneAction } from '@/lib/sites/publish/actions';
import { markSeoTaskDoneAction } from '@/lib/sites/seo/actions';
import { useAdminAction } from '../use-admin-action';

/** "Mark done" on the SEO page: a task of the monthly check, or a change request of the month's content update slot. */
export function MarkDoneButton({ kind, id, label }: { kind: 'seo-task' | 'change-request'; id: string; label: string }) {
  const { run, isPending } = useAdminAction();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={isPending}
      aria-label={`Mark done: ${label}`}
      onClick={() =>
        kind === 'seo-task'
          ? run(markSeoTaskDoneAction, { taskId: id }, { success: 'Marked as done', errorPrefix: 'Failed to update the task: ' })
          : run(markRevisionDoneAction, { revisionId: id }, { success: 'Marked as done', errorPrefix: 'Failed to update the request: ' })
      }
    >
      Mark done
    </Button>
  );
}
