/** Reasons that count as marketing or reminders: held back by STOP and by quiet hours. */
export const OPTIONAL_SMS_REASONS: ReadonlySet<string> = new Set(['bulk_sms', 'marketing', 'booking_reminder']);
/**
 * Not urgent: held until quiet hours end (STOP aside). Booking reminders are not among them: the
 * reminders module times them around its own quiet hours, and holding them again could send one late.
 */
export const DEFERRABLE_SMS_REASONS: ReadonlySet<string> = new Set(['bulk_sms', 'marketing', 'shift_notice']);
