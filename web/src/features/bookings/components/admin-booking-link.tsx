import { useState } from 'react';
import type { SlotProps } from '@/lib/slots';
import { BookingDetailDialog } from './booking-detail-dialog';

/**
 * Another admin page's way into a booking (slot 'bookings.admin-booking-link'): a button opening the
 * booking's detail dialog, its history and actions, as the Bookings page and the tee sheet open it.
 */
export function AdminBookingLink({ bookingId, label }: SlotProps['bookings.admin-booking-link']) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-secondary btn-sm" aria-label={label} onClick={() => setOpen(true)}>
        Open booking
      </button>
      {open ? <BookingDetailDialog id={bookingId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
