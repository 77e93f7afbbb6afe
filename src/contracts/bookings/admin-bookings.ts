import { z } from 'zod';
import { listParams } from '../lists';
import type { BookingFeeDto } from './booking-fees';

/** The admin Bookings page, tee sheet and desk booking, as the server and the web both see them. */
const DATE_MESSAGE = 'Please choose a valid date (YYYY-MM-DD).';
const isoDate = z.string({ error: DATE_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE);
const TIME_MESSAGE = 'Please choose a valid start time (HH:MM).';
const clockTime = z.string({ error: TIME_MESSAGE }).regex(/^\d{1,2}:\d{2}(:\d{2})?$/, TIME_MESSAGE);
const bayId = z.string({ error: 'Please choose a bay.' }).trim().min(1, 'Please choose a bay.').max(100);
export const OVERRIDE_REASON_MESSAGE = 'Please give a reason for the override.';

export const ADMIN_BOOKING_STATUSES = ['pending', 'confirmed', 'cancelled', 'released', 'no_show'] as const;
export const ADMIN_PAYMENT_STATUSES = [
  'pending',
  'paid',
  'paid_at_venue',
  'refunded',
  'partially_refunded',
  'refund_failed',
] as const;

export const adminBookingsQuery = listParams.extend({
  from: isoDate.optional(),
  to: isoDate.optional(),
  bayId: z.uuid('Bay not found').optional(),
  search: z.string().trim().max(100).optional(),
  status: z.enum(ADMIN_BOOKING_STATUSES, 'Choose a booking status').optional(),
  payment: z.string().trim().max(40).optional(),
  userId: z.uuid('Customer not found').optional(),
});

export const teeSheetQuery = z.object({ date: isoDate });

const guest = z.object({
  firstName: z.string({ error: 'Please enter the first name.' }).trim().min(1, 'Please enter the first name.').max(100),
  lastName: z.string({ error: 'Please enter the last name.' }).trim().min(1, 'Please enter the last name.').max(100),
  phoneNumber: z
    .string({ error: 'Please enter a phone number.' })
    .trim()
    .min(7, 'Please enter a phone number.')
    .max(20),
  email: z.email('Please enter a valid email.').max(254).nullish().or(z.literal('')),
});

const DURATION_MESSAGE = 'Duration must be between 1 and 6 hours, in half-hour steps.';

export const deskBookingRequest = z
  .object({
    userId: z.uuid('Customer not found').optional(),
    guest: guest.optional(),
    bayId,
    date: isoDate,
    startTime: clockTime,
    /** Hours, 1.5 or "1.5"; null, [], true and "" are not read as 0 or 1. */
    duration: z
      .union(
        [
          z.number(),
          z
            .string()
            .trim()
            .regex(/^\d+(\.\d+)?$/, DURATION_MESSAGE),
        ],
        { error: DURATION_MESSAGE },
      )
      .transform(Number)
      .pipe(z.number().min(1, DURATION_MESSAGE).max(6, DURATION_MESSAGE)),
    payment: z.enum(['card', 'credits', 'venue'], 'Choose how the customer pays: card, credits or at the venue.'),
    /** The card form's token (payment 'card'). */
    sourceId: z.string().trim().max(500).nullish(),
    idempotencyKey: z.string().trim().max(200).nullish(),
  })
  .refine((b) => Boolean(b.userId) !== Boolean(b.guest), {
    message: 'Choose a customer or enter a walk-in guest.',
    path: ['userId'],
  });
export type DeskBookingRequest = z.input<typeof deskBookingRequest>;

export const adminCancelRequest = z.discriminatedUnion(
  'mode',
  [
    z.object({ mode: z.literal('policy') }),
    z.object({
      mode: z.literal('override'),
      refundAmount: z
        .union([z.string(), z.number()], { error: 'Enter the refund as a dollar amount like 12.50' })
        .transform(String)
        .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, 'Enter the refund as a dollar amount like 12.50')),
      reason: z.string({ error: OVERRIDE_REASON_MESSAGE }).trim().min(1, OVERRIDE_REASON_MESSAGE).max(500),
      /** Let a late cancellation off its fee (no-show protection); the default. */
      waiveLateFee: z.boolean().optional(),
    }),
  ],
  'Choose to cancel with the policy or with an override.',
);
export type AdminCancelRequest = z.input<typeof adminCancelRequest>;

export const moveBookingRequest = z.object({ bayId, date: isoDate, startTime: clockTime });
export type MoveBookingRequest = z.infer<typeof moveBookingRequest>;

export interface AdminBookingRow {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  startsAt: string;
  endsAt: string;
  bay: { id: string; name: string };
  customer: { userId: string | null; name: string; phone: string | null; email: string | null };
  status: string;
  paymentStatus: string;
  paid: boolean;
  total: string;
}

export interface BookingHistoryEntry {
  type: string;
  at: string;
  actor: { userId: string; name: string } | 'system';
  summary: string;
}

export interface AdminBookingDetail extends AdminBookingRow {
  duration: number;
  creditsUsed: number;
  refundAmount: string | null;
  refundReason: string | null;
  refundStatus: string | null;
  cancelledAt: string | null;
  createdAt: string | null;
  guestBooking: boolean;
  history: BookingHistoryEntry[];
  /** The booking's no-show or late cancellation fee and its outcome (no-show protection). */
  fee?: BookingFeeDto | null;
}

export interface TeeSheet {
  date: string;
  hours: { openTime: string; closeTime: string; intervalMinutes: number; slots: string[] };
  /** Each bay with its cleaning time after every booking (minutes). */
  bays: Array<{ id: string; name: string; bufferMinutes: number }>;
  bookings: AdminBookingRow[];
}

export interface AdminCancellationPreview {
  bookingAmount: string;
  /** What the policy would refund now; null once the booking has started (override only). */
  policy: { refundAmount: string; refundPercentage: number; refundReason: string; lateFee: string | null } | null;
  maxRefund: string;
  /** The late cancellation fee that applies now (an override may waive it); null when none. */
  lateFee: string | null;
}
