'use client';

import { useId, useState } from 'react';

import { useAdminAction } from '@/components/admin/use-admin-action';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { activatePlanByHandAction } from '@/lib/billing/actions';
import type { PaidPlanKey } from '@/content/plans';

/**
 * The panel's way to activate a customer without the dashboard's checkout (paid outside the
 * product, or agreed with the team): one confirmation naming the customer, then a logged action.
 */
export function ActivatePlanByHand({ submissionId, customerName }: { submissionId: string; customerName: string }) {
  const { run, isPending } = useAdminAction();
  const [plan, setPlan] = useState<PaidPlanKey>('basic');
  const planId = useId();
  return (
    <ConfirmDialog
      trigger={
        <Button type="button" variant="outline" size="sm">
          Activate plan by hand
        </Button>
      }
      title={`Activate a plan for ${customerName}?`}
      description="Only for a month paid outside the product, or a start agreed with the customer. The plan is active for one month from today and the approved site goes live; later months are paid through the monthly payment link. The activation is logged with your name."
      labels={{ cancel: 'Cancel', confirm: 'Activate', pending: 'Activating...' }}
      isPending={isPending}
      onConfirm={(close) =>
        run(
          activatePlanByHandAction,
          { submissionId, plan },
          {
            success: (d) => (d.published ? 'Plan activated and the approved site is live' : 'Plan activated; publish the site from the site panel'),
            errorPrefix: 'Failed to activate: ',
            onSuccess: close,
          },
        )
      }
    >
      <div className="grid gap-2">
        <Label htmlFor={planId}>Plan</Label>
        <NativeSelect id={planId} value={plan} onChange={(event) => setPlan(event.target.value === 'growth' ? 'growth' : 'basic')} disabled={isPending}>
          <option value="basic">Basic Plan</option>
          <option value="growth">Growth Plan</option>
        </NativeSelect>
      </div>
    </ConfirmDialog>
  );
}
