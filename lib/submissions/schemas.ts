import { z } from 'zod';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@/db/enums';
import type { BadgeVariant } from '@/lib/billing/present';

/** The admin panel's view of trial submissions (spec section 2, Submissions tab). Client-safe. */

export const submissionStatusLabels: Record<SubmissionStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** Spec section 4: pending secondary, in_progress default, completed outline, cancelled destructive. */
export const submissionStatusBadges: Record<SubmissionStatus, BadgeVariant> = {
  pending: 'secondary',
  in_progress: 'default',
  completed: 'outline',
  cancelled: 'destructive',
};

export const SUBMISSIONS_PAGE_SIZE = 20;

/** The list's query string: ?q=&status=&page=; anything malformed falls back to the default. */
export const submissionListQuerySchema = z.object({
  q: z.string().trim().max(200).catch('').default(''),
  status: z.enum(SUBMISSION_STATUSES).optional().catch(undefined),
  /** 'quote': only 'Solicitar Cotización' requests, shown apart from trials. */
  kind: z.enum(['quote', 'trial']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type SubmissionListQuery = z.output<typeof submissionListQuerySchema>;

const submissionId = z.uuid('Submission not found');

export const updateStatusSchema = z.object({ submissionId, status: z.enum(SUBMISSION_STATUSES, 'Choose a valid status') });

/** Only web addresses: a `javascript:` or `data:` URL would run in whoever clicks the link. */
export const siteUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter a URL')
  .max(2048, 'The URL is too long')
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'http:' || url.protocol === 'https:') && Boolean(url.hostname);
    } catch {
      return false;
    }
  }, 'Enter a valid http:// or https:// URL');

export const updateSiteUrlSchema = z.object({
  submissionId,
  field: z.enum(['published', 'preview']),
  url: siteUrlSchema,
});

export const submissionIdSchema = z.object({ submissionId });

/** 'Nueva fecha de entrega': a Lima calendar date, checked against the promise by the operation. */
export const reviseDueDateSchema = z.object({ submissionId, revisedDueOn: z.iso.date('Elige una fecha válida') });

export const uploadReferenceImageSchema = z.object({
  submissionId,
  file: z.instanceof(File, { message: 'choose an image file' }),
});
