import { z } from 'zod';

/** GET/POST /api/account/calendar-feed: whether the caller has a live feed, and its secret URL. */
export interface CalendarFeedAnswer {
  exists: boolean;
  /** The private feed URL (null when there is no feed, or its sealed token can no longer be opened). */
  url: string | null;
  createdAt: string | null;
}

/** CalendarFeedAnswer as a zod contract (the OpenAPI document's schema; calendar.openapi.ts checks it). */
export const calendarFeedAnswer = z.object({
  exists: z.boolean(),
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
