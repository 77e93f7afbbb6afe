import { AppError } from '../lib/errors';

/**
 * The booking error catalogue: every booking failure has a stable code, an HTTP status and the
 * spec's user-facing text. The web app may map codes to its own toasts; the message is already final.
 * Core, not the bookings area's: the paid order refuses with it too (not enough credits, payment required).
 */
const catalogue = {
  'BOOKING.SLOT_UNAVAILABLE': [409, 'This time slot is no longer available. Please choose a different time.'],
  'BOOKING.ADVANCE_WINDOW': [
    400,
    'Sorry, you can only book up to {days} days in advance with your current membership level. Please choose a date closer to today.',
  ],
  'BOOKING.UNAUTHENTICATED': [401, 'Please log in to make a booking.'],
  'BOOKING.INSUFFICIENT_CREDITS': [
    400,
    "You don't have enough credits for this booking. Please add more credits or choose a different payment method.",
  ],
  'BOOKING.CREDIT_RESTRICTED': [
    400,
    'Credits cannot be used for this time slot due to membership restrictions. Please use a different payment method.',
  ],
  'BOOKING.PAYMENT_REQUIRED': [
    402,
    'Payment is required to confirm this booking. Please pay by card (or with credits) to complete it.',
  ],
  'BOOKING.ACCOUNT_EXISTS': [
    409,
    'An account with this phone number or email already exists. Please use different contact information or log in to your existing account.',
  ],
  'BOOKING.GUEST_ACCOUNT_FAILED': [400, 'Unable to set up your account. Please check your information and try again.'],
  'BOOKING.FAILED': [
    500,
    'Unable to complete your booking. Please try again or contact support if the problem continues.',
  ],
  'BOOKING.INVALID_DATE': [400, 'Please choose a valid date (YYYY-MM-DD).'],
  'BOOKING.INVALID_TIME': [400, 'Please choose a valid start time (HH:MM).'],
  'BOOKING.IN_PAST': [400, 'This time has already passed. Please choose a later time.'],
  'BOOKING.OUTSIDE_HOURS': [400, 'The venue is closed at this time. Please choose a time within opening hours.'],
  'BOOKING.OFF_GRID': [400, 'Bookings start every {interval} minutes. Please choose a listed start time.'],
  'BOOKING.PAST_CLOSE': [
    400,
    'The venue closes before this booking would end. Please choose a shorter duration or an earlier time.',
  ],
  'BOOKING.INVALID_DURATION': [400, 'Duration must be between 1 and 6 hours, in half-hour steps.'],
  'BOOKING.BAY_NOT_FOUND': [404, 'Bay not found'],
  'BOOKING.BAY_INACTIVE': [409, 'This bay is not available for booking. Please choose a different bay.'],
  'BOOKING.NOT_FOUND': [404, 'Booking not found'],
  'BOOKING.FORBIDDEN': [403, 'You can only manage your own bookings.'],
  'BOOKING.NOT_CANCELLABLE': [409, 'Only upcoming confirmed bookings can be cancelled.'],
  'BOOKING.NOT_EXTENDABLE': [409, 'Only upcoming or current confirmed bookings can be extended.'],
  'BOOKING.EXTENSION_UNAVAILABLE': [409, 'Cannot extend during this time period'],
  'BOOKING.INVALID_EXTENSION': [400, 'Extensions are 0.5 to 3 hours, in half-hour steps.'],
  'BOOKING.NOT_PENDING': [409, 'This booking is no longer awaiting payment.'],
  'BOOKING.NOT_STARTED': [409, 'A booking can be marked as a no-show only once it has started.'],
  'BOOKING.NOT_NO_SHOW': [409, 'Only confirmed bookings can be marked as a no-show.'],
  'BOOKING.OVERRIDE_REASON': [400, 'Please give a reason for the override.'],
  'BOOKING.REFUND_TOO_HIGH': [400, 'The refund cannot be more than the ${paid} paid.'],
  'BOOKING.STARTED_NEEDS_OVERRIDE': [
    409,
    'This booking has already started. Cancel it with an override refund and a reason.',
  ],
  'BOOKING.NOT_MOVABLE': [409, 'Only upcoming or current confirmed bookings can be moved.'],
  'BOOKING.MOVE_PAST_MIDNIGHT': [400, 'Bookings that run past midnight cannot be moved. Cancel and book again.'],
  'BOOKING.CHANGED': [409, 'This booking changed while it was being moved. Please try again.'],
} as const satisfies Record<string, readonly [number, string]>;

export type BookingErrorCode = keyof typeof catalogue;

export class BookingError extends AppError {
  constructor(code: BookingErrorCode, params: Record<string, string | number> = {}, details?: unknown) {
    const [status, template] = catalogue[code];
    const message = template.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? `{${k}}`));
    super(code, message, status, details);
  }
}

export function bookingErrorMessage(code: BookingErrorCode, params: Record<string, string | number> = {}): string {
  return new BookingError(code, params).message;
}
