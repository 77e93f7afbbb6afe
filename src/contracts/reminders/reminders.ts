import { z } from 'zod';
import { pageOf } from '../lists';

const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Quiet hours are times like 21:00')
  .nullable();

const rule = z.object({
  enabled: z.boolean(),
  minutesBefore: z
    .number('Minutes before must be a number')
    .int('Minutes before must be a whole number')
    .min(15, 'A reminder goes at least 15 minutes before the booking')
    .max(7 * 1440, 'A reminder goes at most 7 days before the booking'),
  template: z
    .string()
    .trim()
    .min(1, 'The reminder text cannot be empty')
    .max(480, 'Please keep the reminder text under 480 characters'),
});

/** PUT /api/admin/reminders/settings. */
export const reminderSettingsInput = z
  .object({
    day_before: rule,
    hours_before: rule,
    quietHoursStart: clock,
    quietHoursEnd: clock,
  })
  .refine((s) => (s.quietHoursStart === null) === (s.quietHoursEnd === null), {
    message: 'Set both ends of the quiet hours, or neither',
    path: ['quietHoursEnd'],
  });
export type ReminderSettingsInput = z.infer<typeof reminderSettingsInput>;

export interface ReminderSettingsAnswer extends ReminderSettingsInput {
  placeholders: string[];
  preview: { day_before: string; hours_before: string };
}

export interface ReminderLogItem {
  id: string;
  bookingId: string;
  reference: string;
  kind: 'day_before' | 'hours_before';
  bookingStartsAt: string;
  customerName: string | null;
  bayName: string | null;
  outcome: 'sent' | 'skipped';
  reason: string | null;
  delivery: string | null;
  at: string;
}

export interface UpcomingReminderItem {
  bookingId: string;
  reference: string;
  kind: 'day_before' | 'hours_before';
  sendAt: string;
  bookingStartsAt: string;
  bayName: string | null;
  customerName: string | null;
  hasPhone: boolean;
}

/** The answers as zod contracts for the OpenAPI document, each checked against its type above. */
const reminderKind = z.enum(['day_before', 'hours_before']);
const ruleView = z.object({ enabled: z.boolean(), minutesBefore: z.number().int(), template: z.string() });
export const reminderSettingsAnswer = z.object({
  day_before: ruleView,
  hours_before: ruleView,
  quietHoursStart: z.string().nullable(),
  quietHoursEnd: z.string().nullable(),
  placeholders: z.array(z.string()),
  preview: z.object({ day_before: z.string(), hours_before: z.string() }),
}) satisfies z.ZodType<ReminderSettingsAnswer>;
export const reminderLogItem = z.object({
  id: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  kind: reminderKind,
  bookingStartsAt: z.string(),
  customerName: z.string().nullable(),
  bayName: z.string().nullable(),
  outcome: z.enum(['sent', 'skipped']),
  reason: z.string().nullable(),
  delivery: z.string().nullable(),
  at: z.string(),
}) satisfies z.ZodType<ReminderLogItem>;
export const reminderLogPage = pageOf(reminderLogItem);
export const upcomingReminderItem = z.object({
  bookingId: z.string(),
  reference: z.string(),
  kind: reminderKind,
  sendAt: z.string(),
  bookingStartsAt: z.string(),
  bayName: z.string().nullable(),
  customerName: z.string().nullable(),
  hasPhone: z.boolean(),
}) satisfies z.ZodType<UpcomingReminderItem>;
export const upcomingReminders = z.object({ items: z.array(upcomingReminderItem) });
