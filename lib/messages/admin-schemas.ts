import { z } from 'zod';
import { requiredText } from '@/lib/text/fields';
import type { ReplyClock } from './reply-clock';

/** The admin side of customer messages. Safe for client components. */

/** Spec section 7: what the admin sends to a customer carries this subject. */
export const PROJECT_UPDATE_SUBJECT = 'Project Update';
export const ADMIN_MESSAGE_MAX = 5000;

export const projectUpdateSchema = z.object({
  submissionId: z.uuid('Submission not found'),
  message: requiredText({ max: ADMIN_MESSAGE_MAX, required: 'Write a message', tooLong: `At most ${ADMIN_MESSAGE_MAX} characters`, multiline: true }),
});

/** One message of a customer's conversation with the team, as a submission card shows it. */
export type ConversationMessage = {
  id: string;
  /** true: the customer wrote to the team; false: the team wrote to the customer. */
  fromCustomer: boolean;
  /** Who on the team wrote it (for the team's messages). */
  teamMember: string | null;
  subject: string | null;
  message: string;
  /** Read by whoever received it: the customer for the team's messages, the team for the customer's. */
  read: boolean;
  isRevisionRequest: boolean;
  sentAt: string;
};

export type SystemMessage = {
  id: string;
  subject: string | null;
  message: string;
  read: boolean;
  isRevisionRequest: boolean;
  sentAt: string;
  /** How long it has waited for the team's reply, against the promised 24-48 business hours. */
  reply: ReplyClock | null;
  sender: { name: string; email: string } | null;
  businessName: string | null;
};
