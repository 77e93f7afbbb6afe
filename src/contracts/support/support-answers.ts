import { z } from 'zod';
import { pageOf } from '../lists';

/** The support chat's answers as zod contracts (support.openapi.ts checks each against the route's type). */
export const supportMessageView = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  channel: z.enum(['chat', 'sms']),
  direction: z.enum(['incoming', 'outgoing']),
  message: z.string(),
  adminName: z.string().nullable(),
  createdAt: z.string(),
});

export const conversationView = z.object({
  conversationKey: z.string(),
  userId: z.string().nullable(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  lastMessage: z.string(),
  lastFromCustomer: z.boolean(),
  lastMessageAt: z.string(),
  unreadCount: z.number().int(),
  optedOut: z.boolean(),
});
export const conversationsPage = pageOf(conversationView);

/** A message sent: its id. */
export const messageSent = z.object({ success: z.literal(true), id: z.string() });
