/**
 * Booking commands (issue 4). Every booking lives in the bay-day stream `bay_day-<venue>.<bayId>-<YYYY-MM-DD>`
 * of its start date (venue time); that stream's decider guarantees no two live bookings overlap.
 * A booking past midnight also holds its time in the next day's stream (BayTimeHeld).
 * Errors are BookingError with stable codes (src/domain/booking-errors.ts).
 *
 *   quoteBooking(ctx, {bayId, date, startTime, duration, userId?}) -> Promise<Quote>
 *       validates (dates, grid, hours, bay, past, advance window) and prices hour by hour.
 *       Quote = {bayId, date, startTime, endTime, duration, lines[], subtotalCents, adjustments[],
 *       totalCents, currency}; extend with applyAdjustment(quote, {kind, label, amountCents<0}).
 *   planBooking(ctx, request, now) -> {bay, fit, quote, startTime, endTime, catalog}  (same checks)
 *   placeBooking(ctx, {bookingId, userId, bayId, date, startTime, duration, quote, status:
 *       'pending'|'confirmed', paymentStatus, creditsUsed?, appliedGiftCard?, appliedCoupon?,
 *       couponId?, squarePaymentId?, stripePaymentIntentId?, customerType?, guestBooking?,
 *       firstName?, lastName?, email?, phoneNumber?, holdExpiresAt?}, metadata)
 *       -> {booking: BookingPlacedData, position}. Pending bookings hold the slot 10 minutes
 *       (PENDING_HOLD_MS) unless confirmed; an expired hold never blocks the slot, and the
 *       checkout's hold-expiry job (checkout module) releases or rolls forward the booking.
 *   confirmBooking(ctx, bookingId | locator, {paymentStatus, squarePaymentId?, stripePaymentIntentId?,
 *       totalAmountCents?, creditsUsed?}, metadata) -> {position}
 *   releaseBooking(ctx, bookingId | locator, reason, metadata) -> {released, position}
 *   recordBookingPayment(ctx, bookingId | locator, {paymentStatus, ...ids, refundStatus?}, metadata)
 *   cancellationPreview(ctx, bookingId) -> {bookingAmountCents, refundAmountCents, refundPercentage, refundReason}
 *   cancelBooking(ctx, bookingId, cancelledBy, metadata) -> {cancellation: BookingCancelled data, position}
 *       (refund due recorded in BookingCancelled: refundAmountCents, creditsUsed, payment ids)
 *   checkExtension(ctx, bookingId, additionalHours) -> ExtensionQuote (nothing written)
 *   extendBooking(ctx, bookingId, {additionalHours, paymentStatus?, squarePaymentId?, ...}, metadata)
 *       -> {extension, position}
 *   ctx.policies (src/commands/booking-policies.ts): member prices, advance windows, credit restrictions and slot
 *       rules the modules contribute; planBooking applies them.
 *
 * After a command, routes wait for the `bookings` projection: ctx.projections.waitFor(position, ['bookings']).
 *
 * POST /api/bookings with credits, a coupon or a gift card goes through the paid order
 * (src/commands/checkout); a zero total with none of them is confirmed directly (402 otherwise).
 *
 * Read models: `bookings` (one row per booking, every spec field; src/projections/bookings), `bays`,
 * `global_business_hours`, `venue_settings` (cancellation_policy) (src/projections/catalog).
 * Routes: src/api/routes/{catalog,bookings,booking-changes}.routes.ts; GET /api/availability is
 * documented in bookings.routes.ts.
 */
export { quoteBooking } from './quote-booking.command';
export { planBooking, assertBookableDate, type BookingRequest, type BookingPlan } from './plan-booking';
export { placeBooking, PENDING_HOLD_MS, type PlaceBookingInput } from './place-booking.command';
export { confirmBooking, releaseBooking, recordBookingPayment, type PaymentFacts } from './booking-lifecycle.command';
export { cancelBooking, cancellationPreview, type CancellationPreview } from './cancel-booking.command';
export { checkExtension, extendBooking, type ExtensionQuote } from './extend-booking.command';
export { BookingPolicies, DEFAULT_ADVANCE_BOOKING_DAYS, type BookingPolicy } from '../booking-policies';
export { locateBooking, type BookingLocator, type BookingRef, type CommandMetadata } from './bay-day-streams';
export { applyAdjustment, type Quote, type QuoteLine, type QuoteAdjustment } from '../../domain/catalog';
export { BookingError, type BookingErrorCode } from '../../domain/booking-errors';

// What other areas use (scripts/area-barrels.mjs).
export { loadBayDay, runBayDay, spillDatesOf } from './bay-day-streams';
export { allBookingEvents, bookingEvents } from './booking-events';
export type { BookingAt } from './booking-events';
export { bookingLine } from './booking-lines';
export { OFFERED_DURATIONS, assertDate, normaliseTime } from './plan-booking';
export { paidBookingFor, type PaidSlot } from './paid-booking';
