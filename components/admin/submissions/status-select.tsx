'use client';

import { SUBMISSION_STATUSES, type SubmissionStatus } from '@/db/enums';
import { useState } from 'react';
import { NativeSelect } from '@/components/ui/native-select';
import { updateSubmissionStatusAction } from '@/lib/submissions/actions';
import { submissionStatusLabels } from '@/lib/submissions/schemas';
import { useAdminAction } from '../use-admin-action';

/** Any status can be set directly (spec section 4); a failure puts the selector back. */
export function StatusSelect({ submissionId, status, businessName }: { submissionId: string; status: SubmissionStatus; businessName: string }) {
  const [value, setValue] = useState(status);
  const { run, isPending } = useAdminAction();

  function change(next: SubmissionStatus) {
    const previous = value;
    setValue(next);
    run(
      updateSubmissionStatusAction,
      { submissionId, status: next },
      { success: 'Status updated', errorPrefix: 'Error updating: ', onError: () => setValue(previous) },
    );
  }

  return (
    <NativeSelect
      aria-label={`Status of ${businessName}`}
      value={value}
      disabled={isPending}
      onChange={(event) => change(event.target.value as SubmissionStatus)}
      wrapperClassName="w-40"
    >
      {SUBMISSION_STATUSES.map((s) => (
        <option key={s} value={s}>
          {submissionStatusLabels[s]}
        </option>
      ))}
    </NativeSelect>
  );
}
