import type { AppContext } from '../../app-context';
import { portOf } from './ports';
import type { EventMetadata } from '../../eventstore/types';
import type { ReceiptBooking } from '../../workers/receipt-section';

/**
 * What the paid order and its receipts need of the bookings it sells, as the bookings area provides
 * it (a module's `bookingDesk`): the booking as its read model shows it, a hold released when no order
 * stands behind it, and the payment facts a refund records on it. Checkout knows no more of bookings.
 */
export interface BookingDesk {
  /** The booking as the bookings read model shows it, or null when it is not (yet) there. */
  booking(ctx: AppContext, bookingId: string): Promise<ReceiptBooking | null>;
  /**
   * Releases a booking still pending on its bay-day stream (the authority); false when it is not
   * pending or there is none.
   */
  releaseIfPending(ctx: AppContext, bookingId: string, reason: string, meta?: Partial<EventMetadata>): Promise<boolean>;
  /** Records how the booking stands paid (refunded, partially refunded, refund failed...). */
  recordPayment(
    ctx: AppContext,
    bookingId: string,
    facts: { paymentStatus: string; refundStatus?: string | null; note?: string | null },
    meta?: Partial<EventMetadata>,
  ): Promise<unknown>;
}

/** The registered booking desk (the bookings module provides it). */
export function bookingDeskOf(ctx: AppContext): BookingDesk {
  return portOf(ctx, 'bookingDesk', 'a booking desk');
}
