import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { venueTimezone } from '@/config/venue';
import { addDays, venueNow } from '@/lib/dates';
import { usePhoneUser } from '@/lib/session/phone-user';
import { usePrefetchAvailability } from '@/features/bookings/api/prefetch-availability';
import { HomeTournaments, HowItWorks, LoginCard } from '@/features/bookings/components/home-side';
import { MonthCalendar } from '@/features/bookings/components/month-calendar';
import { useBookingWindow } from '@/features/bookings/api/booking-window';
import { clearPending, readPending } from '@/features/bookings/lib/pending-booking';
import { CalendarIcon } from '@/components/ui/icons';
import { useTournaments } from '@/lib/tournaments';
import { VenuePicker } from '@/components/venue/venue-picker';
import { Slot } from '@/lib/slots';

type BookingModalComponent = typeof import('@/features/bookings/components/booking-modal').BookingModal;

/**
 * The booking modal (and the payment dialog it opens) is its own chunk, loaded when the page is idle
 * or a day is hovered, so the home page's first JavaScript stays small and a day click finds it ready.
 * It is rendered directly once loaded (React.lazy would hold a resolved chunk behind Suspense's
 * 300 ms reveal throttle on every first open).
 */
let loadedModal: BookingModalComponent | null = null;
const loadBookingModal = () =>
  import('@/features/bookings/components/booking-modal').then((m) => (loadedModal = m.BookingModal));

export function HomeRoute() {
  const { user } = usePhoneUser();
  const bookingWindow = useBookingWindow(user?.id ?? null);
  const [today, setToday] = useState(() => venueNow(venueTimezone()).date);
  const [params, setParams] = useSearchParams();
  // A day asked for in the address (/?date=, e.g. a tournament's Enter link), or a guest's selection
  // kept for the session (e.g. while signing in on /phone-login), opens here.
  const [date, setDate] = useState<string | null>(() => {
    const asked = params.get('date');
    if (asked && /^\d{4}-\d{2}-\d{2}$/.test(asked) && asked >= today) return asked;
    const pending = readPending();
    return pending && pending.date >= today ? pending.date : null;
  });

  const prefetchDay = usePrefetchAvailability();
  // Tournaments open for entry from today on: marked on the calendar, listed beside it.
  const { tournaments } = useTournaments();
  const open = tournaments.filter((t) => t.status === 'active' && t.date >= today);
  const marks = Object.fromEntries(open.map((t) => [t.date, `tournament: ${t.name}`]));
  const [BookingModal, setBookingModal] = useState<BookingModalComponent | null>(() => loadedModal);
  useEffect(() => {
    if (date && !BookingModal) void loadBookingModal().then((m) => setBookingModal(() => m));
  }, [date, BookingModal]);

  useEffect(() => {
    // Once the page is idle: availability of the two most booked days (today, tomorrow).
    const idle = window.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200));
    idle(() => {
      void loadBookingModal();
      // The answer names the venue's zone: if it is not the built-in default, "today" moves with it.
      prefetchDay(today, () => setToday(venueNow(venueTimezone()).date));
      prefetchDay(addDays(today, 1));
    });
    const id = setInterval(() => setToday(venueNow(venueTimezone()).date), 60_000);
    return () => clearInterval(id);
  }, [prefetchDay, today]);

  return (
    <>
      <section className="hero">
        <div className="container">
          <p className="hero-kicker">Indoor golf simulators · open 7 days</p>
          <h1>Book your bay and play all year round</h1>
          <p className="hero-text">
            Pick a day, choose a start time and a bay, and pay in seconds. One credit equals one hour of play.
          </p>
        </div>
      </section>
      <div className="container home-grid">
        <div className="home-main">
          <VenuePicker />
          {user ? <Slot name="memberships.past-due-warning" /> : null}
          {user ? <Slot name="loyalty.card" userId={user.id} /> : null}
          <section className="card" aria-labelledby="pick-date-title">
            <h2 id="pick-date-title" className="card-title">
              <CalendarIcon /> Pick a date
            </h2>
            <p className="card-subtitle">Choose the day you want to play; times and bays open next.</p>
            <MonthCalendar
              today={today}
              lastDate={bookingWindow?.lastBookableDate ?? null}
              marks={marks}
              selected={date}
              onIntent={(d) => {
                void loadBookingModal();
                prefetchDay(d);
              }}
              onSelect={(d) => {
                prefetchDay(d);
                setDate(d);
              }}
            />
            {bookingWindow ? (
              <p className="muted small calendar-hint" data-testid="booking-window-hint">
                You can book up to {bookingWindow.advanceBookingDays} days ahead.
              </p>
            ) : null}
          </section>
        </div>
        <aside className="home-side">
          {!user ? <LoginCard /> : null}
          {open.length > 0 ? (
            <HomeTournaments
              open={open}
              today={today}
              onEnter={(d) => {
                prefetchDay(d);
                setDate(d);
              }}
            />
          ) : null}
          <Slot name="gift-cards.balance-checker" />
          <HowItWorks />
        </aside>
      </div>
      {date && BookingModal ? (
        <BookingModal
          key={date}
          date={date}
          onClose={() => {
            clearPending();
            setDate(null);
            if (params.has('date')) setParams({}, { replace: true });
          }}
        />
      ) : null}
    </>
  );
}
