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
