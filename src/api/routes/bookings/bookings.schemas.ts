import { z } from 'zod';
import { toDecimalString } from '../../../lib/money';
import type { Quote } from '../../../domain/catalog';

const hours = (message: string) =>
  z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/, message)], { error: message }).transform(Number);

const optionalText = z.string().trim().max(200).nullable().optional();

/** The spec's booking payload; status, totalAmount, endTime and userId are ignored (paymentStatus, see below). */
export const bookingRequestSchema = z.object({
  bayId: z.string({ error: 'Please choose a bay.' }).min(1, 'Please choose a bay.'),
  date: z.string({ error: 'Please choose a valid date (YYYY-MM-DD).' }),
  startTime: z.string({ error: 'Please choose a valid start time (HH:MM).' }),
  duration: hours('Duration must be between 1 and 6 hours, in half-hour steps.'),
});

/** GET /bookings: a day's grid with ?date (anyone), else the caller's list (an admin may name ?userId). */
export const bookingsQuery = z.object({ date: z.string().optional(), userId: z.string().optional() });

export const createBookingSchema = bookingRequestSchema.extend({
  /** The client's key for this attempt: a retry with the same key answers the first booking. */
  idempotencyKey: z.string().trim().max(200, 'The idempotency key is too long').nullish(),
  creditsUsed: z.number({ error: 'creditsUsed must be a number' }).min(0, 'creditsUsed cannot be negative').optional(),
  couponId: z.union([z.string(), z.number()]).nullable().optional(),
  appliedCoupon: z.record(z.string(), z.unknown()).nullable().optional(),
  appliedGiftCard: z.record(z.string(), z.unknown()).nullable().optional(),
  firstName: optionalText,
  lastName: optionalText,
  email: optionalText,
  phoneNumber: optionalText,
  /**
   * The spec's client says it paid (POST /api/payments first). The server does not take this for
   * payment: it answers the booking that payment bought, if there is one, and asks for payment if not.
   */
  paymentStatus: z.string().max(40).nullish(),
  /** The payment id POST /api/payments answered, to name which payment bought the booking. */
  paymentId: z.string().trim().max(200).nullish(),
});

export const extensionSchema = z.object({
  additionalHours: hours('Extensions are 0.5 to 3 hours, in half-hour steps.'),
});

export const availabilityQuerySchema = z.object({
  date: z.string({ error: 'Please choose a valid date (YYYY-MM-DD).' }),
  duration: hours('Duration must be between 1 and 6 hours, in half-hour steps.').optional(),
  /** A published tournament on this date: its day is open for entries whatever the advance window. */
  tournamentId: z.string().trim().max(100).optional(),
});

/** The quote as the web app shows it: decimal strings, plus cents for exact comparisons. */
export function quoteDto(quote: Quote) {
  const adjustmentTotal = quote.adjustments.reduce((s, a) => s + a.amountCents, 0);
  return {
    bayId: quote.bayId,
    date: quote.date,
    startTime: quote.startTime,
    endTime: quote.endTime,
    duration: quote.duration,
    lines: quote.lines.map((l) => ({
      startTime: l.startTime,
      endTime: l.endTime,
      hours: l.hours,
      peak: l.peak,
      rate: toDecimalString(l.rateCents),
      amount: toDecimalString(l.amountCents),
    })),
    subtotal: toDecimalString(quote.subtotalCents),
    adjustments: quote.adjustments.map((a) => ({
      kind: a.kind,
      label: a.label,
      amount: toDecimalString(a.amountCents),
      ...(a.details ? { details: a.details } : {}),
    })),
    adjustmentTotal: toDecimalString(adjustmentTotal),
    total: toDecimalString(quote.totalCents),
    subtotalCents: quote.subtotalCents,
    totalCents: quote.totalCents,
    currency: quote.currency,
  };
}
