import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import type { AppContext } from '../../../app-context';
import { listParams } from '../../../contracts/lists';
import { DAY_NAMES } from '../../../domain/memberships/membership.events';
import { boundedDollars, creditAmount, wholeNumber } from '../../admin-bounds';

/** What the membership routes take, with the spec's messages, and the small helpers they share. */
const clock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Times are like 17:00')
  .transform((t) => t.slice(0, 5));

export const planSchema = z
  .object({
    name: z.string().trim().min(1, 'Plan name is required').max(80),
    description: z.string().trim().max(2000).nullish(),
    monthlyFee: boundedDollars(1_000_00, 'Monthly fee is'),
    discountAmount: boundedDollars(100_00, 'Discount per hour is').default(0),
    freeCreditsPerMonth: creditAmount('Free credits per month', 0, 100).default(0),
    advanceBookingDays: wholeNumber('Advance booking days', 1, 365).default(7),
    creditRestrictedDays: z
      .array(z.enum(DAY_NAMES, { error: 'Days are Sunday to Saturday' }))
      .max(7)
      .default([]),
    creditRestrictedStartTime: clock.nullish(),
    creditRestrictedEndTime: clock.nullish(),
    isActive: z.boolean().default(true),
    sortOrder: wholeNumber('Sort order', -1_000, 1_000, 'Sort order is a whole number from -1,000 to 1,000').default(0),
  })
  .refine((p) => !p.creditRestrictedStartTime === !p.creditRestrictedEndTime, {
    message: 'Give both a start and an end time for the credit restriction, or neither',
    path: ['creditRestrictedEndTime'],
  })
  .refine((p) => !p.creditRestrictedStartTime || p.creditRestrictedStartTime < (p.creditRestrictedEndTime ?? ''), {
    message: 'The restriction must end after it starts',
    path: ['creditRestrictedEndTime'],
  });

export const subscribeSchema = z.object({
  planId: z.string({ error: 'Plan selection is required' }).trim().min(1, 'Plan selection is required').max(64),
  sourceId: z.string().trim().min(1).max(500).nullish(),
});
export const upgradeSchema = z.object({
  paymentMethodId: z.string().trim().min(1).max(500).nullish(),
  processor: z.enum(['square', 'stripe']).nullish(),
});
export const subscriptionsQuery = listParams.extend({
  status: z.enum(['active', 'past_due', 'ended']).optional(),
  search: z.string().trim().max(100).optional(),
});
export const updateCardSchema = z.object({
  processor: z.enum(['square', 'stripe']).nullish(),
  paymentMethodId: z
    .string({ error: 'Payment information is required' })
    .trim()
    .min(1, 'Payment information is required')
    .max(500),
});
export const signupSchema = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  email: z.string({ error: 'Valid email is required' }).trim().max(254).pipe(z.email('Valid email is required')),
  phoneNumber: z.string({ error: 'Phone number is required' }).trim().min(10, 'Phone number is required').max(30),
  planId: z.string({ error: 'Plan selection is required' }).trim().min(1, 'Plan selection is required').max(64),
  sourceId: z.string().trim().min(1).max(500).nullish(),
});

/** A typed phone as E.164 (US numbers without the +1 too); the raw text when it is not a number. */
export function normalisedPhone(text: string): string {
  const parsed = parsePhoneNumberFromString(text, 'US');
  return parsed?.isValid() ? parsed.number : text;
}

/** "December 1, 2026" in the venue's calendar. */
export const venueDay = (ctx: AppContext, iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    timeZone: ctx.config.VENUE_TIMEZONE,
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });

export const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'plan';
