import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';

// Widgets for other pages' slots, loaded when a page first shows them.
const CalendarFeedSection = lazySlot(
  () => import('../components/calendar-feed-section'),
  (m) => m.CalendarFeedSection,
);

const BookingCalendarLink = lazySlot(
  () => import('../components/add-to-calendar-link'),
  (m) => m.BookingCalendarLink,
);
const AddToCalendarLink = lazySlot(
  () => import('../components/add-to-calendar-link'),
  (m) => m.AddToCalendarLink,
);

/** The calendar widgets other pages show (no page of its own). */
export const calendarPages: FeatureManifest = {
  slots: {
    'calendar.booking-link': BookingCalendarLink,
    'calendar.add-to-calendar': AddToCalendarLink,
    'calendar.feed': CalendarFeedSection,
  },
};
