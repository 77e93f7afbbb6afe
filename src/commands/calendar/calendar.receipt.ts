import type { ReceiptSection } from '../../workers/receipt-section';
import { bookingIcsAttachment } from './calendar-venue';

/** The booking as a calendar event (.ics) attached to its receipt email. */
export const calendarReceiptSection: ReceiptSection = {
  async read(ctx, booking) {
    const ics = await bookingIcsAttachment(ctx, booking.id);
    return ics ? { attachment: ics } : null;
  },
};
