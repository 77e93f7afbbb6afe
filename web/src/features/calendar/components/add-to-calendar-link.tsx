import { formatLongDate, formatTime12 } from '@/lib/dates';
import { bookingIcsUrl } from '../api/calendar-feed';

interface Props {
  bookingId: string;
  /** Names the booking for screen readers where several links sit in one list. */
  label?: string;
  className?: string;
}

/** "Add to calendar": downloads the booking as an .ics file that phones and calendar apps open. */
export function AddToCalendarLink({ bookingId, label, className = 'btn btn-secondary' }: Props) {
  return (
    <a
      href={bookingIcsUrl(bookingId)}
      download
      className={`${className} add-to-calendar`}
      aria-label={label ? `Add to calendar: ${label}` : undefined}
    >
      Add to calendar
    </a>
  );
}

/** The small link on a booking in a list, named by the booking's day and time. */
export function BookingCalendarLink({ booking }: { booking: { id: string; date: string; startTime: string } }) {
  return (
    <AddToCalendarLink
      bookingId={booking.id}
      className="btn btn-secondary btn-sm"
      label={`${formatLongDate(booking.date)}, ${formatTime12(booking.startTime)}`}
    />
  );
}
