import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CalendarIcon } from '@/components/ui/icons';
import { venueTimezone } from '@/config/venue';
import { usePhoneUser } from '@/lib/session/phone-user';
import { BookOnlineDialog } from '@/features/bookings/components/book-online-dialog';
import { VenueInfo } from '@/features/bookings/components/venue-info';
import { useBookingWindow } from '@/features/bookings/api/booking-window';
import { MonthCalendar } from '@/features/bookings/components/month-calendar';
import { venueNow } from '@/lib/dates';

/** /book-online: a calendar opening the three-step booking dialog, beside the hours, rates and how-to. */
export function BookOnlineRoute() {
  const { user } = usePhoneUser();
  const bookingWindow = useBookingWindow(user?.id ?? null);
  const [today] = useState(() => venueNow(venueTimezone()).date);
  const [date, setDate] = useState<string | null>(null);
  return (
    <div className="container page">
      <Link to="/" className="back-link">
        ← Back to Home
      </Link>
      <h1>Book Online</h1>
      <div className="book-online-grid">
        <section className="card" aria-labelledby="calendar-title">
          <h2 id="calendar-title" className="card-title">
            <CalendarIcon /> Pick a date
          </h2>
          <MonthCalendar
            today={today}
            lastDate={bookingWindow?.lastBookableDate ?? null}
            selected={date}
            onSelect={setDate}
          />
        </section>
        <VenueInfo />
      </div>
      {date ? <BookOnlineDialog key={date} date={date} onClose={() => setDate(null)} /> : null}
    </div>
  );
}
