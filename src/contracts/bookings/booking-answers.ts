import { z } from 'zod';
import { orderQuote } from '../checkout';
import { pageOf } from '../lists';
import { FEE_STATUSES } from './booking-fees';

/**
 * What the booking calls answer beyond the public reads (booking-reads.ts), as zod contracts: the
 * OpenAPI document shows them and bookings.openapi.ts checks each against the type the route builds.
 */
const money = z.string();

/** A booking as the customer and admin calls answer it (bookings.queries.ts fullBooking). */
export const fullBookingView = z.object({
  id: z.string(),
  reference: z.string(),
  bayId: z.string(),
  bay: z.object({ id: z.string(), name: z.string(), description: z.string() }).nullable(),
  userId: z.string().nullable(),
  user: z.object({ firstName: z.string(), lastName: z.string().nullable() }).nullable(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  duration: z.number(),
  status: z.string(),
  paymentStatus: z.string(),
  subtotalAmount: money,
  totalAmount: money,
  totalAmountCents: z.number().int(),
  creditsUsed: z.number(),
  usedCredits: z.number(),
  appliedGiftCard: z.record(z.string(), z.unknown()).nullable(),
  appliedCoupon: z.record(z.string(), z.unknown()).nullable(),
  couponId: z.string().nullable(),
  squarePaymentId: z.string().nullable(),
  stripePaymentIntentId: z.string().nullable(),
  customerType: z.string(),
  guestBooking: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  tournamentId: z.string().nullable(),
  isTournamentBooking: z.boolean(),
  extendedHours: z.number(),
  refundAmount: money.nullable(),
  refundPercentage: z.number().nullable(),
  refundReason: z.string().nullable(),
  refundStatus: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

/** A booking on the public day list: no names, contacts, amounts or user ids. */
export const publicBookingView = z.object({
  id: z.string(),
  bayId: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  status: z.string(),
});

/** GET /api/bookings?date= and /api/bookings/<date>: full rows for an admin, the public view otherwise. */
export const dayBookings = z.union([z.array(fullBookingView), z.array(publicBookingView)]);

/** The receipt of the order a booking was bought in (null when there is none). */
export const orderReceiptView = z.object({
  lines: orderQuote.shape.lines,
  adjustments: orderQuote.shape.adjustments,
  charged: money,
  paidWith: z.array(z.string()),
});

/** GET /api/bookings/details/:id */
export const bookingDetails = fullBookingView.extend({ receipt: orderReceiptView.nullable() });

/** POST /api/bookings: the booking and the credits left. */
export const placedBooking = fullBookingView.extend({ remainingCredits: z.number() });

const priceLine = z.object({
  startTime: z.string(),
  endTime: z.string(),
  hours: z.number(),
  peak: z.boolean(),
  rate: money,
  amount: money,
});

/** POST /api/bookings/quote (bookings.schemas.ts quoteDto). */
export const bookingQuoteView = z.object({
  bayId: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  lines: z.array(priceLine),
  subtotal: money,
  adjustments: z.array(
    z.object({
      kind: z.string(),
      label: z.string(),
      amount: money,
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
  adjustmentTotal: money,
  total: money,
  subtotalCents: z.number().int(),
  totalCents: z.number().int(),
  /** The venue's currency (ISO 4217). */
  currency: z.string().regex(/^[A-Z]{3}$/),
});

const refund = {
  bookingAmount: money,
  refundAmount: money,
  refundPercentage: z.number(),
  refundReason: z.string(),
  lateFee: money.nullable(),
};
/** GET /api/bookings/:id/cancellation-preview */
export const cancellationPreviewView = z.object(refund);
/** DELETE /api/bookings/:id */
export const cancelledBooking = z.object({
  message: z.string(),
  booking: fullBookingView.nullable(),
  ...refund,
});

/** POST /api/bookings/:id/check-extension */
export const extensionCheck = z.object({
  available: z.literal(true),
  additionalHours: z.number(),
  newDuration: z.number(),
  hourlyRate: money,
  newEndTime: z.string(),
  extensionCost: money,
  lines: z.array(priceLine),
});

/** POST /api/bookings/:id/extend-with-payment */
export const paidExtension = z.object({
  success: z.literal(true),
  message: z.string(),
  booking: fullBookingView.nullable(),
  extensionCost: money,
  paymentId: z.string().nullable(),
});

export const adminBookingRow = z.object({
  id: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  bay: z.object({ id: z.string(), name: z.string() }),
  customer: z.object({
    userId: z.string().nullable(),
    name: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  status: z.string(),
  paymentStatus: z.string(),
  paid: z.boolean(),
  total: money,
});
export const adminBookingsPage = pageOf(adminBookingRow);

export const bookingFeeView = z.object({
  bookingId: z.string(),
  kind: z.enum(['no_show', 'late_cancellation']),
  status: z.enum(FEE_STATUSES),
  amount: money,
  reason: z.string().nullable(),
  paymentId: z.string().nullable(),
  updatedAt: z.string(),
});

export const adminBookingDetail = adminBookingRow.extend({
  duration: z.number(),
  creditsUsed: z.number(),
  refundAmount: money.nullable(),
  refundReason: z.string().nullable(),
  refundStatus: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  guestBooking: z.boolean(),
  history: z.array(
    z.object({
      type: z.string(),
      at: z.string(),
      actor: z.union([z.object({ userId: z.string(), name: z.string() }), z.literal('system')]),
      summary: z.string(),
    }),
  ),
  fee: bookingFeeView.nullable().optional(),
});

export const teeSheetView = z.object({
  date: z.string(),
  hours: z.object({
    openTime: z.string(),
    closeTime: z.string(),
    intervalMinutes: z.number(),
    slots: z.array(z.string()),
  }),
  bays: z.array(z.object({ id: z.string(), name: z.string(), bufferMinutes: z.number().int() })),
  bookings: z.array(adminBookingRow),
});

export const adminCancellationPreviewView = z.object({
  bookingAmount: money,
  policy: z
    .object({ refundAmount: money, refundPercentage: z.number(), refundReason: z.string(), lateFee: money.nullable() })
    .nullable(),
  maxRefund: money,
  lateFee: money.nullable(),
});

/** One weekday's hours, interval and rates (GET /api/global-business-hours; rates as "35.00"). */
export const dayHoursView = z.object({
  dayOfWeek: z.number().int(),
  openTime: z.string(),
  closeTime: z.string(),
  bookingIntervalMinutes: z.number().int(),
  peakStartTime: z.string().nullable(),
  peakEndTime: z.string().nullable(),
  baseHourlyRate: money.nullable(),
  peakHourlyRate: money.nullable(),
});

/** GET /api/peak-times */
export const peakTimesView = z.array(
  dayHoursView.pick({
    dayOfWeek: true,
    peakStartTime: true,
    peakEndTime: true,
    baseHourlyRate: true,
    peakHourlyRate: true,
  }),
);
