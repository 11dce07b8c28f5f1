'use client';

import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { suspendSiteAction } from '@/lib/sites/publish/actions';
import { useAdminAction } from '../use-admin-action';

type Props = { siteId: string; siteUrl: string; businessName: string; disabled: boolean };

/**
 * 'Suspend' takes a customer's live site offline for every visitor at once, paying or not, so it
 * asks first and names whose site it is: one stray click on the wrong card cost a customer's site.
 */
export function SuspendSiteButton({ siteId, siteUrl, businessName, disabled }: Props) {
  const { run, isPending } = useAdminAction();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="destructive" disabled={disabled || isPending}>
          Suspend
        </Button>
      }
      title={`Suspend the site of ${businessName}?`}
      description={
        <>
          {siteUrl} stops answering at once: every visitor sees that the site is not available until you reactivate it. The customer is not e-mailed about it.
        </>
      }
      labels={{ cancel: 'Cancel', confirm: `Suspend ${businessName}`, pending: 'Suspending...' }}
      isPending={isPending}
      onConfirm={(close) =>
        run(suspendSiteAction, { siteId, suspended: true }, { success: 'Site suspended', errorPrefix: 'Failed to update the site: ', onSuccess: close })
      }
    />
  );
}
