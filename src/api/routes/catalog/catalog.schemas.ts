import { z } from 'zod';
import { formatMoney, parseDollars } from '../../../lib/money';
import { MAX_BUFFER_MINUTES } from '../../../domain/catalog/catalog.events';

const time = (label: string) =>
  z
    .string({ error: `${label} must be a time like 17:00` })
    .regex(/^([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, `${label} must be a time like 17:00`)
    .transform((v) => {
      const [h, m] = v.split(':');
      return `${h.padStart(2, '0')}:${m}:00`;
    });

/** The most a bay hour costs. */
export const MAX_HOURLY_RATE_CENTS = 1_000_00;

const money = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be an amount like 35.00` }).transform((v, ctx) => {
    try {
      const cents = parseDollars(v);
      if (cents < 0) throw new RangeError();
      if (cents > MAX_HOURLY_RATE_CENTS) {
        ctx.addIssue({ code: 'custom', message: `${label} is at most ${formatMoney(MAX_HOURLY_RATE_CENTS)}` });
        return z.NEVER;
      }
      return cents;
    } catch {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount like 35.00` });
      return z.NEVER;
    }
  });

export const BUFFER_MESSAGES = {
  type: 'Buffer time must be a whole number of minutes',
  negative: 'Buffer time cannot be negative',
  step: 'Buffer time must be in 5-minute steps',
  max: 'Buffer time can be at most 120 minutes',
} as const;

/** Cleaning time after each booking on the bay: 0 to 120 minutes in 5-minute steps. */
const bufferMinutes = z
  .number({ error: BUFFER_MESSAGES.type })
  .int(BUFFER_MESSAGES.type)
  .min(0, BUFFER_MESSAGES.negative)
  .max(MAX_BUFFER_MINUTES, BUFFER_MESSAGES.max)
  .refine((n) => n % 5 === 0, BUFFER_MESSAGES.step);

export const createBaySchema = z.object({
  name: z
    .string({ error: 'Bay name is required' })
    .trim()
    .min(1, 'Bay name is required')
    .max(80, 'Bay name is too long'),
  description: z.string().trim().max(200, 'Description is too long').nullable().optional(),
  isActive: z.boolean({ error: 'isActive must be true or false' }).default(true),
  hourlyRate: money('Hourly rate').nullable().optional(),
  peakHourlyRate: money('Peak hourly rate').nullable().optional(),
  bufferMinutes: bufferMinutes.optional(),
});

export const updateBaySchema = createBaySchema
  .partial()
  .extend({ isActive: z.boolean({ error: 'isActive must be true or false' }).optional() });

export const CLOSE_EQUALS_OPEN = 'Close time must differ from open time';
export const PEAK_OUTSIDE_HOURS = 'The peak window must fall within the opening hours';

export const businessHoursSchema = z
  .object({
    openTime: time('Open time'),
    closeTime: time('Close time'),
    bookingIntervalMinutes: z
      .number({ error: 'Booking interval must be 15, 30 or 60 minutes' })
      .refine((n) => [15, 30, 60].includes(n), 'Booking interval must be 15, 30 or 60 minutes')
      .default(30),
    peakStartTime: time('Peak start time').nullable().optional(),
    peakEndTime: time('Peak end time').nullable().optional(),
    baseHourlyRate: money('Base hourly rate').nullable().optional(),
    peakHourlyRate: money('Peak hourly rate').nullable().optional(),
  })
  .refine((h) => Boolean(h.peakStartTime) === Boolean(h.peakEndTime), {
    message: 'Set both peak start and peak end times, or neither',
    path: ['peakEndTime'],
  })
  .refine((h) => h.openTime !== h.closeTime, { message: CLOSE_EQUALS_OPEN, path: ['closeTime'] })
  .refine((h) => peakInside(h), { message: PEAK_OUTSIDE_HOURS, path: ['peakStartTime'] });

/** Minutes after the open, a close or peak at or before the open being the next day (overnight). */
function peakInside(h: {
  openTime: string;
  closeTime: string;
  peakStartTime?: string | null;
  peakEndTime?: string | null;
}) {
  if (!h.peakStartTime || !h.peakEndTime) return true;
  const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
  const open = minutes(h.openTime);
  const after = (t: string, atOpenIsNextDay: boolean) => {
    const m = minutes(t) - open;
    return m < 0 || (m === 0 && atOpenIsNextDay) ? m + 1440 : m;
  };
  const close = after(h.closeTime, true);
  const start = after(h.peakStartTime, false);
  const end = after(h.peakEndTime, true);
  return start < end && end <= close;
}

export const cancellationPolicySchema = z.object({
  tiers: z
    .array(
      z.object({
        minHoursBefore: z
          .number({ error: 'minHoursBefore must be a number of hours' })
          .min(0, 'minHoursBefore cannot be negative')
          .max(720, 'minHoursBefore is at most 720 hours (30 days)'),
        refundPercentage: z
          .number({ error: 'refundPercentage must be 0 to 100' })
          .int('refundPercentage must be a whole number')
          .min(0, 'refundPercentage must be 0 to 100')
          .max(100, 'refundPercentage must be 0 to 100'),
      }),
      { error: 'tiers must be a list of {minHoursBefore, refundPercentage}' },
    )
    .max(10, 'At most 10 refund tiers'),
});
