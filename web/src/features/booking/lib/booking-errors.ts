/** Maps a booking error to the spec's friendly text (section 8); catalogued server messages pass through. */
export function friendlyBookingError(message: string | undefined, status?: number, code?: string): string {
  const text = message ?? '';
  // The API's booking catalogue already answers in the spec's words: keep them.
  if (code?.startsWith('BOOKING.') && text) return text;
  if (/^Sorry, you can only book up to \d+ days/.test(text)) return text;
  const advance = /Cannot book more than (\d+) days in advance/i.exec(text);
  if (advance || /days in advance/i.test(text)) {
    const n = advance?.[1] ?? '7';
    return `Sorry, you can only book up to ${n} days in advance with your current membership level. Please choose a date closer to today.`;
  }
  if (status === 401 || /unauthori[sz]ed|not logged in|log in/i.test(text)) return 'Please log in to make a booking.';
  if (/insufficient credits|not enough credits/i.test(text))
    return "You don't have enough credits for this booking. Please add more credits or choose a different payment method.";
  if (/no longer available|unavailable|not available|already booked|time slot/i.test(text))
    return 'This time slot is no longer available. Please choose a different time.';
  if (/credit restriction|restricted/i.test(text))
    return 'Credits cannot be used for this time slot due to membership restrictions. Please use a different payment method.';
  if (/already exists|duplicate/i.test(text))
    return 'An account with this phone number or email already exists. Please use different contact information or log in to your existing account.';
  if (/guest account/i.test(text)) return 'Unable to set up your account. Please check your information and try again.';
  return 'Unable to complete your booking. Please try again or contact support if the problem continues.';
}
