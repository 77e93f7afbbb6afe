/**
 * The text a booking failure shows. The server answers every booking error with its code and the
 * spec's message (section 8), so the message is shown as it comes; only what never reached the
 * booking rules (a dropped session, a server fault without a message) gets a text of its own here.
 */
export function bookingErrorText(message: string | undefined, status?: number): string {
  if (status === 401) return 'Please log in to make a booking.';
  if (message && (status === undefined || status < 500)) return message;
  return 'Unable to complete your booking. Please try again or contact support if the problem continues.';
}
