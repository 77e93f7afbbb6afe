import { bookingErrorText } from './booking-errors';

describe('booking error text', () => {
  it("shows the server's own message (it is already the spec's sentence)", () => {
    expect(
      bookingErrorText(
        'Sorry, you can only book up to 14 days in advance with your current membership level. Please choose a date closer to today.',
        400,
      ),
    ).toMatch(/^Sorry, you can only book up to 14 days/);
    expect(bookingErrorText('This time slot is no longer available. Please choose a different time.', 409)).toBe(
      'This time slot is no longer available. Please choose a different time.',
    );
  });

  it('says to log in when the session is gone, and gives the generic text when the server failed', () => {
    expect(bookingErrorText('Not logged in', 401)).toBe('Please log in to make a booking.');
    expect(bookingErrorText('Internal error', 500)).toBe(
      'Unable to complete your booking. Please try again or contact support if the problem continues.',
    );
    expect(bookingErrorText(undefined)).toBe(
      'Unable to complete your booking. Please try again or contact support if the problem continues.',
    );
  });
});
