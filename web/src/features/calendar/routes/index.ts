import type { FeatureManifest } from '@/lib/page-manifest';
import { BookingCalendarLink, AddToCalendarLink } from '../components/add-to-calendar-link';
import { CalendarFeedSection } from '../components/calendar-feed-section';

/** The calendar widgets other pages show (no page of its own). */
export const calendarPages: FeatureManifest = {
  slots: {
    'calendar.booking-link': BookingCalendarLink,
    'calendar.add-to-calendar': AddToCalendarLink,
    'calendar.feed': CalendarFeedSection,
  },
};
