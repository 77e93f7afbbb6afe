import { z } from 'zod';
import {
  availabilityResponse,
  bayView,
  bookingWindow,
  cancellationPolicyView,
} from '../../../contracts/bookings/booking-reads';
import {
  adminBookingDetail,
  adminBookingsPage,
  adminCancellationPreviewView,
  bookingDetails,
  bookingQuoteView,
  cancellationPreviewView,
  cancelledBooking,
  dayBookings,
  dayHoursView,
  extensionCheck,
  fullBookingView,
  paidExtension,
  peakTimesView,
  placedBooking,
  teeSheetView,
} from '../../../contracts/bookings/booking-answers';
import type {
  AdminBookingDetail,
  AdminBookingRow,
  AdminCancellationPreview,
  TeeSheet,
} from '../../../contracts/bookings/admin-bookings';
import { contractOf } from '../../../contracts/contract-of';
import type { Page } from '../../../contracts/lists';
import type { OrderReceipt } from '../../../commands/checkout';
import type { FullBooking } from '../../../projections/bookings/bookings.queries';
import type { publicBooking } from '../../../projections/bookings/bookings.queries';
import type { bayDto, hoursDto, policyDto } from '../catalog';
import type { ApiDescription } from '../../openapi/api-description';
import type { quoteDto } from './bookings.schemas';

type Out<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
const booking = contractOf<FullBooking>()(fullBookingView);
const bay = contractOf<Out<typeof bayDto>>()(bayView);
const hours = contractOf<Out<typeof hoursDto>>()(dayHoursView);
const policy = contractOf<Out<typeof policyDto>>()(cancellationPolicyView);
const day = contractOf<FullBooking[] | Out<typeof publicBooking>[]>()(dayBookings);
const details = contractOf<FullBooking & { receipt: OrderReceipt | null }>()(bookingDetails);
const adminDetail = contractOf<AdminBookingDetail>()(adminBookingDetail);

/** The bookings module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const bookingsApi: ApiDescription = {
  'GET /bays': {
    summary: 'Active bays with their rates',
    response:
      'Bays: [{ id, name, type, isActive, hourlyRate, peakHourlyRate, bufferMinutes }] (rates as "35.00"; bufferMinutes is the cleaning time after each booking)',
    schema: z.array(bay),
  },
  'POST /admin/bays': { schema: z.union([bay, bay.pick({ id: true })]), summary: 'Create a bay', status: 201 },
  'PATCH /admin/bays/:id': { schema: bay, summary: 'Change a bay (name, rates, active, buffer minutes)' },
  'GET /global-business-hours': {
    schema: z.array(hours),
    summary: 'Opening hours, interval and rates for each weekday',
    response:
      '[{ dayOfWeek, openTime, closeTime, bookingIntervalMinutes, peakStartTime, peakEndTime, baseHourlyRate, peakHourlyRate }]',
  },
  'PUT /admin/global-business-hours/:dayOfWeek': {
    schema: hours,
    summary: "Set one weekday's hours, peak times and rates",
  },
  'GET /peak-times': { schema: peakTimesView, summary: 'Peak times and rates for each weekday' },
  'GET /cancellation-policy': {
    summary: 'The refund tiers by hours before the start',
    response: '{ tiers: [{ minHoursBefore, refundPercentage }] }, longest notice first',
    schema: policy,
  },
  'PUT /admin/cancellation-policy': { schema: policy, summary: 'Set the refund tiers' },
  'GET /availability': {
    summary: 'Bookable slots of a day with prices and occupancy',
    response:
      'AvailabilityResponse: { date, timezone, duration, bays, slots[{ time, occupancy, occupancyLevel, bays[{ bayId, available, totalAmount }] }] } with an ETag',
    schema: availabilityResponse,
  },
  'GET /booking-window': {
    summary: 'How many days ahead the caller may book',
    response: 'BookingWindow: { today, advanceBookingDays, lastBookableDate }',
    schema: bookingWindow,
  },
  'POST /bookings/quote': {
    schema: contractOf<Out<typeof quoteDto>>()(bookingQuoteView),
    summary: 'Price a booking for the caller (member price, credits, peak)',
    response: 'The quote: amounts before and after member price, credits and peak rates',
  },
  'GET /bookings': {
    schema: z.union([day, z.array(booking)]),
    summary: "The caller's bookings (signed in), or with ?date= a day's (no personal data unless admin)",
  },
  'GET /bookings/:date': { schema: day, summary: "A day's bookings (no personal data unless admin)" },
  'GET /bookings/details/:id': { schema: details, summary: "One booking of the caller's (or any, for admins)" },
  'POST /bookings': {
    schema: placedBooking,
    summary:
      'Book a bay paid without a card (credits, coupon, gift card or nothing due); after POST /payments, with paymentStatus completed, answers the booking that payment bought',
    status: 201,
    response:
      'The booking with remainingCredits (201 when placed here; 200 with the booking a card payment of the caller already bought for this slot, so neither charge nor booking repeats)',
    alsoAnswers: {
      200: {
        description: 'The booking a card payment of the caller already bought for this slot',
        schema: placedBooking,
      },
    },
    errors: [409],
  },
  'GET /bookings/:id/cancellation-preview': {
    schema: cancellationPreviewView,
    summary: 'What cancelling now would refund',
    response: 'CancellationPreview: the refund and the tier that applies',
  },
  'DELETE /bookings/:id': {
    schema: cancelledBooking,
    summary: 'Cancel a booking, refunding under the policy',
    response: 'The cancelled booking and what was refunded',
  },
  'POST /bookings/:id/check-extension': {
    schema: extensionCheck,
    summary: 'Whether a booking can be extended, and the price',
    response: 'ExtensionCheck: whether it fits and what it costs',
  },
  'GET /admin/bookings': {
    schema: contractOf<Page<AdminBookingRow>>()(adminBookingsPage),
    summary: 'Bookings, paged and filtered',
    response: 'Page of AdminBookingRow: { items, total, nextCursor }',
  },
  'GET /admin/tee-sheet': {
    schema: contractOf<TeeSheet>()(teeSheetView),
    summary: "A day's bays and bookings as a grid",
    response: "TeeSheet: the day's bays (with each bay's bufferMinutes) and their bookings",
  },
  'POST /admin/bookings': {
    schema: adminDetail,
    summary: 'Book at the desk for a customer or walk-in',
    status: 201,
  },
  'GET /admin/bookings/:id': {
    schema: adminDetail,
    summary: 'One booking with its payments and history',
    response: 'AdminBookingDetail: the booking, its payments and its history',
  },
  'GET /admin/bookings/:id/cancellation-preview': {
    schema: contractOf<AdminCancellationPreview>()(adminCancellationPreviewView),
    summary: 'What an admin cancel would refund',
    response: 'AdminCancellationPreview',
  },
  'POST /admin/bookings/:id/cancel': {
    schema: adminDetail,
    summary: 'Cancel a booking, with a chosen refund and reason',
  },
  'POST /admin/bookings/:id/no-show': { schema: adminDetail, summary: 'Mark a booking a no-show' },
  'POST /admin/bookings/:id/move': { schema: adminDetail, summary: 'Move a booking to another bay or time' },
  'POST /bookings/:id/extend-with-payment': {
    schema: paidExtension,
    summary: 'Extend a booking, paying the difference',
  },
};
