import { BookingError, bookingErrorMessage } from './booking-errors';

describe('the booking error catalogue', () => {
  it.each([
    ['BOOKING.SLOT_UNAVAILABLE', 409, 'This time slot is no longer available. Please choose a different time.'],
    ['BOOKING.UNAUTHENTICATED', 401, 'Please log in to make a booking.'],
    [
      'BOOKING.INSUFFICIENT_CREDITS',
      400,
      "You don't have enough credits for this booking. Please add more credits or choose a different payment method.",
    ],
    [
      'BOOKING.CREDIT_RESTRICTED',
      400,
      'Credits cannot be used for this time slot due to membership restrictions. Please use a different payment method.',
    ],
    [
      'BOOKING.ACCOUNT_EXISTS',
      409,
      'An account with this phone number or email already exists. Please use different contact information or log in to your existing account.',
    ],
    [
      'BOOKING.GUEST_ACCOUNT_FAILED',
      400,
      'Unable to set up your account. Please check your information and try again.',
    ],
    [
      'BOOKING.FAILED',
      500,
      'Unable to complete your booking. Please try again or contact support if the problem continues.',
    ],
  ] as const)('maps %s to %i and the spec text', (code, status, message) => {
    const error = new BookingError(code);
    expect(error).toMatchObject({ code, status, message });
  });

  it('fills the advance window with the number of days', () => {
    expect(bookingErrorMessage('BOOKING.ADVANCE_WINDOW', { days: 14 })).toBe(
      'Sorry, you can only book up to 14 days in advance with your current membership level. Please choose a date closer to today.',
    );
  });
});
