'use server';

import { userAction } from '@/lib/actions/guard';
import { markCustomerMessagesRead } from './customer-mark-read';
import { sendCustomerMessage } from './customer-send';
import { customerMessageSchema, markMessagesReadSchema } from './schemas';

/** The customer writes to the team from the dashboard. */
export const sendCustomerMessageAction = userAction(customerMessageSchema, async (input, actor) => {
  await sendCustomerMessage(actor, input);
});

/** Received messages the customer has seen on the dashboard. */
export const markMessagesReadAction = userAction(markMessagesReadSchema, (input, actor) => markCustomerMessagesRead(actor, input));
