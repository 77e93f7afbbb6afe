import { http, HttpResponse } from 'msw';
import type { AdminBookingDetail, AdminBookingRow } from '@contracts/bookings/admin-bookings';
import { customer } from './render-page';
import { server } from './server';

/*
 * The admin booking pages' booking: bk1, Ada Tester (the `customer`) on Bay 1 from 10:00 to 12:00,
 * paid $70, as the list and tee sheet show it, as its dialog reads it, and its history.
 */

/** Booking bk1 on `date` (YYYY-MM-DD): its row, its detail, and its audit history (placed on the 1st). */
export function adminBooking(date: string) {
  const row: AdminBookingRow = {
    id: 'bk1',
    date,
    startTime: '10:00',
    endTime: '12:00',
    startsAt: `${date}T14:00:00.000Z`,
    endsAt: `${date}T16:00:00.000Z`,
    bay: { id: 'b1', name: 'Bay 1' },
    customer: { userId: 'u1', name: 'Ada Tester', phone: customer.phoneNumber!, email: 'ada@example.com' },
    status: 'confirmed',
    paymentStatus: 'paid',
    paid: true,
    total: '70.00',
  };
  const placedAt = `${date.slice(0, 8)}01T12:00:00.000Z`;
  const detail: AdminBookingDetail = {
    ...row,
    duration: 2,
    creditsUsed: 0,
    refundAmount: null,
    refundReason: null,
    refundStatus: null,
    cancelledAt: null,
    createdAt: placedAt,
    guestBooking: false,
    history: [
      {
        type: 'BookingPlaced',
        at: placedAt,
        actor: { userId: 'u1', name: 'Ada Tester' },
        summary: 'Booked Bay 1 for 2 h, $70.00',
      },
    ],
  };
  /** The booking dialog's history comes from the audit route. */
  const audit = {
    kind: 'booking',
    id: 'bk1',
    items: detail.history.map((h, i) => ({
      ...h,
      eventId: `e${i}`,
      reason: null,
      correlationId: null,
      streamId: 'bay_day-main.b1',
    })),
    total: detail.history.length,
    nextCursor: null,
  };
  return { row, detail, audit };
}

/** The booking dialog's reads: its history, and its detail as `detail()` answers each time (the detail as booked). */
export function serveBookingDialog(
  booking: ReturnType<typeof adminBooking>,
  detail: () => AdminBookingDetail = () => booking.detail,
) {
  server.use(
    http.get('/api/admin/audit/booking/bk1', () => HttpResponse.json(booking.audit)),
    http.get('/api/admin/bookings/bk1', () => HttpResponse.json(detail())),
  );
}
