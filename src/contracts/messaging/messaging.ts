import { z } from 'zod';

/**
 * The messaging routes' answers (conversations, canned responses, SMS settings, message templates,
 * bulk texts) as zod contracts: the OpenAPI document shows them and the code answers their types.
 */
export const ok = z.object({ success: z.literal(true) });

export const supportMessage = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  channel: z.enum(['chat', 'sms']),
  direction: z.enum(['incoming', 'outgoing']),
  message: z.string(),
  adminName: z.string().nullable(),
  createdAt: z.string(),
});
export const conversationMessages = z.object({
  conversation: z.object({
    conversationKey: z.string(),
    userId: z.string().nullable(),
    name: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    unreadCount: z.number().int(),
  }),
  messages: z.array(supportMessage),
});
export type ConversationMessages = z.infer<typeof conversationMessages>;

export const cannedResponse = z.object({ id: z.string(), title: z.string(), body: z.string() });
export type CannedResponseView = z.infer<typeof cannedResponse>;

export const smsSettings = z.object({
  senderNumber: z.string().nullable(),
  quietHoursStart: z.string().nullable(),
  quietHoursEnd: z.string().nullable(),
  /** TWILIO_FROM, used when no sender number is set. */
  defaultSender: z.string().nullable(),
});
export type SmsSettingsView = z.infer<typeof smsSettings>;

export const messageTemplate = z.object({
  key: z.string(),
  label: z.string(),
  variables: z.array(z.string()).readonly(),
  body: z.string(),
  isDefault: z.boolean(),
  defaultBody: z.string(),
  preview: z.string(),
});
export type MessageTemplateView = z.infer<typeof messageTemplate>;

export const bulkSmsProgress = z.object({
  id: z.string(),
  audience: z.string(),
  message: z.string(),
  createdAt: z.string(),
  total: z.number().int(),
  pending: z.number().int(),
  queued: z.number().int(),
  skipped: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type BulkSmsProgress = z.infer<typeof bulkSmsProgress>;
/** A bulk send as requested: its progress, and when quiet hours hold it, until when. */
export const bulkSmsRequested = bulkSmsProgress.extend({
  heldUntil: z.string().nullable(),
  notice: z.string().nullable(),
});
