import type { CalendarFeedAnswer } from '@contracts/calendar/calendar';
import useSWR from 'swr';
import { api, fetcher } from '@/lib/api-client';

export type { CalendarFeedAnswer };

export const CALENDAR_FEED_KEY = '/api/account/calendar-feed';

/** The booking's .ics download (the server answers it only to the booking's owner or an admin). */
export const bookingIcsUrl = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/calendar.ics`;

/** The same feed for calendar apps that subscribe through webcal:// (Apple Calendar, Outlook). */
export const webcalUrl = (url: string) => url.replace(/^https?:\/\//, 'webcal://');

export function useCalendarFeed() {
  const { data, error, isLoading, mutate } = useSWR(CALENDAR_FEED_KEY, fetcher<CalendarFeedAnswer>);
  return { feed: data ?? null, error, isLoading, mutate };
}

export function createCalendarFeed(): Promise<CalendarFeedAnswer> {
  return api.post<CalendarFeedAnswer>(CALENDAR_FEED_KEY);
}

export function revokeCalendarFeed(): Promise<void> {
  return api.delete<void>(CALENDAR_FEED_KEY);
}
