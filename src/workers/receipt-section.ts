import type { AppContext } from '../app-context';
import type { EmailMessage } from '../integrations/email/email-sender';
import type { FullBooking } from '../projections/bookings/bookings.queries';
import type { JobInfo } from './jobs';

/** An area's part of a booking's receipt email: lines of text, a block of HTML, an attachment. */
type EmailAttachment = NonNullable<EmailMessage['attachments']>[number];

/** The booking a receipt is about, as the bookings read model shows it. */
export type ReceiptBooking = FullBooking;

export interface ReceiptPart {
  text?: string;
  html?: string;
  attachment?: EmailAttachment;
}

/**
 * What an area adds to the booking receipt email (the door code, the calendar file). Read before the
 * email is sent; it may throw to have the receipt job retried (e.g. a door code not issued yet).
 */
export interface ReceiptSection {
  read: (ctx: AppContext, booking: ReceiptBooking, job?: JobInfo) => Promise<ReceiptPart | null>;
}
