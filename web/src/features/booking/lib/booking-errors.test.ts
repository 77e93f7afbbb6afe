import { friendlyBookingError } from './booking-errors';

describe('booking error text', () => {
  it('turns the raw advance-window error into the spec sentence with its number of days', () => {
    expect(friendlyBookingError('Cannot book more than 14 days in advance')).toBe(
      'Sorry, you can only book up to 14 days in advance with your current membership level. Please choose a date closer to today.',
    );
  });

  it('maps the catalogue of raw failures to the friendly texts', () => {
    expect(friendlyBookingError('Unauthorized', 401)).toBe('Please log in to make a booking.');
    expect(friendlyBookingError('Insufficient credits')).toBe(
      "You don't have enough credits for this booking. Please add more credits or choose a different payment method.",
    );
    expect(friendlyBookingError('Bay unavailable')).toBe(
      'This time slot is no longer available. Please choose a different time.',
    );
    expect(friendlyBookingError('User already exists')).toMatch(
      /^An account with this phone number or email already exists/,
    );
    expect(friendlyBookingError('Failed to create guest account')).toBe(
      'Unable to set up your account. Please check your information and try again.',
    );
    expect(friendlyBookingError('boom')).toBe(
      'Unable to complete your booking. Please try again or contact support if the problem continues.',
    );
  });

  it("keeps the API's catalogued booking messages as they are", () => {
    expect(
      friendlyBookingError('This time has already passed. Please choose a later time.', 400, 'BOOKING.IN_PAST'),
    ).toBe('This time has already passed. Please choose a later time.');
  });
});
