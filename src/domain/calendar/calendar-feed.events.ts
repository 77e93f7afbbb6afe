import { z } from 'zod';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
import { venueStream } from '../streams';

/**
 * A customer's private calendar feed. The feed's secret token is never written in the clear: its
 * SHA-256 finds the feed, and a sealed copy (src/lib/sealed-secret.ts) lets the owner see the URL again.
 */
export const CalendarFeedCreated = defineEvent(
  'CalendarFeedCreated',
  z.object({
    feedId: z.string(),
    userId: z.string(),
    /** SHA-256 of the token, hex. */
    tokenHash: z.string().min(64).max(64),
    tokenSealed: z.string().min(32),
  }),
);
export const CalendarFeedRevoked = defineEvent(
  'CalendarFeedRevoked',
  z.object({ feedId: z.string(), userId: z.string() }),
);

export type CalendarFeedEvent = EventOf<typeof CalendarFeedCreated> | EventOf<typeof CalendarFeedRevoked>;
export type CalendarFeedEventLike = DecidedEvent<CalendarFeedEvent>;

export const calendarFeedStream = (venue: string, userId: string) => venueStream('calendar_feed', venue, userId);
