import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const instant = z.iso.datetime({ offset: true });

export const reminderKinds = ['day_before', 'hours_before'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export const reminderRuleSchema = z.object({
  enabled: z.boolean(),
  /** Minutes before the booking's start (1440 = 24 h). */
  minutesBefore: z
    .number()
    .int()
    .min(15)
    .max(7 * 1440),
  template: z.string().min(1).max(480),
});

/** The venue's reminder settings: one rule per kind and the quiet hours (venue time, "HH:MM"). */
export const ReminderSettingsChanged = defineEvent(
  'ReminderSettingsChanged',
  z.object({
    day_before: reminderRuleSchema,
    hours_before: reminderRuleSchema,
    quietHoursStart: clock.nullable(),
    quietHoursEnd: clock.nullable(),
  }),
);

const sentFacts = {
  bookingId: z.uuid(),
  kind: z.enum(reminderKinds),
  /** The start the reminder was about (a moved booking is reminded again of its new time). */
  bookingStartsAt: instant,
  userId: z.string().nullable(),
  at: instant,
};

/** A reminder claimed and queued as a text (its stream is the once-only key: booking, kind, start). */
export const BookingReminderSent = defineEvent(
  'BookingReminderSent',
  z.object({ ...sentFacts, smsId: z.uuid(), to: z.string() }),
);

/** A reminder that was due but not texted (no verified phone on the account). */
export const BookingReminderSkipped = defineEvent(
  'BookingReminderSkipped',
  z.object({ ...sentFacts, reason: z.enum(['no_phone']) }),
);

export const reminderSettingsStream = (venue: string) => venueStream('reminder_settings', venue, 'settings');

/** One stream per (booking, kind, start): appending its first event with no_stream claims the send. */
export const bookingReminderStream = (venue: string, bookingId: string, kind: ReminderKind, startsAt: Date) =>
  venueStream('booking_reminder', venue, bookingId, kind, Math.floor(startsAt.getTime() / 1000));
