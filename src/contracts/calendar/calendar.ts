import { z } from 'zod';

/** GET/POST /api/account/calendar-feed: whether the caller has a live feed, and its secret URL. */
export const calendarFeedAnswer = z.object({
  exists: z.boolean(),
  /** The private feed URL (null when there is no feed, or its sealed token can no longer be opened). */
  url: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswer>;
