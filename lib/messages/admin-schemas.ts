import { z } from 'zod';
import { requiredText } from '@/lib/signup/text-fields';

/** The admin side of customer messages. Safe for client components. */

/** Spec section 7: what the admin sends to a customer carries this subject. */
export const PROJECT_UPDATE_SUBJECT = 'Project Update';
export const ADMIN_MESSAGE_MAX = 5000;

export const projectUpdateSchema = z.object({
  submissionId: z.uuid('Submission not found'),
  message: requiredText({ max: ADMIN_MESSAGE_MAX, required: 'Write a message', tooLong: `At most ${ADMIN_MESSAGE_MAX} characters`, multiline: true }),
});

export type SystemMessage = {
  id: string;
  subject: string | null;
  message: string;
  read: boolean;
  isRevisionRequest: boolean;
  sentAt: string;
  sender: { name: string; email: string } | null;
  businessName: string | null;
};
