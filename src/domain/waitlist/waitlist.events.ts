import { z } from 'zod';
import { defineEvent, type DecidedEvent, type EventOf } from '../../eventstore/events';
import { venueStream } from '../streams';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}:\d{2}$/);
const instant = z.iso.datetime({ offset: true });

/** A signed-in customer asks to hear of a free slot: a date, a range of start times, a duration, a bay or any. */
export const WaitlistJoined = defineEvent(
  'WaitlistJoined',
  z.object({
    entryId: z.uuid(),
    userId: z.string().min(1),
    date,
    earliestStart: time,
    latestStart: time,
    duration: z.number().positive(),
    /** null: any bay. */
    bayId: z.string().min(1).nullable(),
    joinedAt: instant,
  }),
);

/** The customer left the line, or an admin removed the entry. */
export const WaitlistLeft = defineEvent(
  'WaitlistLeft',
  z.object({ entryId: z.uuid(), removedBy: z.enum(['customer', 'admin']), leftAt: instant }),
);

/** A freed slot is offered to the first matching entry in line; the bay time is held under the offer's id. */
export const WaitlistOfferMade = defineEvent(
  'WaitlistOfferMade',
  z.object({
    offerId: z.uuid(),
    entryId: z.uuid(),
    userId: z.string().min(1),
    bayId: z.string().min(1),
    date,
    startTime: time,
    duration: z.number().positive(),
    startsAt: instant,
    endsAt: instant,
    expiresAt: instant,
    offeredAt: instant,
  }),
);

/** The hold could not be taken after all (someone booked the slot first): the entry waits again. */
export const WaitlistOfferWithdrawn = defineEvent(
  'WaitlistOfferWithdrawn',
  z.object({ offerId: z.uuid(), entryId: z.uuid(), reason: z.string(), withdrawnAt: instant }),
);

/** Unanswered in time: the hold is released and the slot passes to the next in line. */
export const WaitlistOfferExpired = defineEvent(
  'WaitlistOfferExpired',
  z.object({ offerId: z.uuid(), entryId: z.uuid(), expiredAt: instant }),
);

export const WaitlistOfferDeclined = defineEvent(
  'WaitlistOfferDeclined',
  z.object({ offerId: z.uuid(), entryId: z.uuid(), declinedAt: instant }),
);

/** The offered slot was booked and paid for: the entry is fulfilled and leaves the line. */
export const WaitlistOfferAccepted = defineEvent(
  'WaitlistOfferAccepted',
  z.object({ offerId: z.uuid(), entryId: z.uuid(), bookingId: z.uuid(), acceptedAt: instant }),
);

export type WaitlistEvent =
  | EventOf<typeof WaitlistJoined>
  | EventOf<typeof WaitlistLeft>
  | EventOf<typeof WaitlistOfferMade>
  | EventOf<typeof WaitlistOfferWithdrawn>
  | EventOf<typeof WaitlistOfferExpired>
  | EventOf<typeof WaitlistOfferDeclined>
  | EventOf<typeof WaitlistOfferAccepted>;
export type WaitlistEventLike = DecidedEvent<WaitlistEvent>;

export const waitlistEventTypes = [
  WaitlistJoined.type,
  WaitlistLeft.type,
  WaitlistOfferMade.type,
  WaitlistOfferWithdrawn.type,
  WaitlistOfferExpired.type,
  WaitlistOfferDeclined.type,
  WaitlistOfferAccepted.type,
];

/** One stream per venue day: the line's order, no duplicate entries, one live offer per slot. */
export const waitlistStream = (venue: string, date: string) => venueStream('waitlist', venue, date);
