import { z } from 'zod';

/** The waitlist as the server and the web both see it: what a customer sends to join, and the answers. */
const DATE_MESSAGE = 'Please choose a valid date (YYYY-MM-DD).';
const TIME_MESSAGE = 'Please choose valid start times (HH:MM).';
const time = z.string({ error: TIME_MESSAGE }).regex(/^\d{1,2}:\d{2}(:\d{2})?$/, TIME_MESSAGE);

export const joinWaitlistRequest = z.object({
  date: z.string({ error: DATE_MESSAGE }).regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE),
  earliestStart: time,
  latestStart: time,
  duration: z.number({ error: 'Please choose a duration.' }),
  /** null or absent: any bay. */
  bayId: z.string().trim().min(1).max(100).nullish(),
});
export type JoinWaitlistRequest = z.input<typeof joinWaitlistRequest>;

export const waitlistStatuses = ['waiting', 'offered', 'booked', 'expired', 'declined', 'left', 'removed'] as const;
export type WaitlistStatus = (typeof waitlistStatuses)[number];

export interface WaitlistOfferView {
  offerId: string;
  bayId: string;
  bayName: string | null;
  startTime: string;
  endTime: string;
  /** Until when the slot is held for the customer (ISO instant). */
  expiresAt: string;
}

export interface WaitlistEntryView {
  entryId: string;
  date: string;
  earliestStart: string;
  latestStart: string;
  duration: number;
  bayId: string | null;
  bayName: string | null;
  status: WaitlistStatus;
  joinedAt: string;
  offer: WaitlistOfferView | null;
  bookingId: string | null;
}

/** GET /api/waitlist: the caller's entries, upcoming first. */
export interface MyWaitlistAnswer {
  entries: WaitlistEntryView[];
}

/** GET /api/admin/waitlist?date=: the day's line in join order, with who is in it. */
export interface AdminWaitlistAnswer {
  date: string;
  entries: Array<
    WaitlistEntryView & { position: number | null; customerName: string | null; phoneNumber: string | null }
  >;
}

/** GET /api/waitlist/offers/:offerId: the offer page. */
export interface WaitlistOfferAnswer {
  offerId: string;
  entryId: string;
  date: string;
  duration: number;
  bayId: string;
  bayName: string | null;
  startTime: string;
  endTime: string;
  expiresAt: string;
  /** open: can be booked now; otherwise what became of it. */
  status: 'open' | 'booked' | 'expired' | 'declined' | 'closed';
  bookingId: string | null;
}

export const WAITLIST_OFFER_LINE = 'waitlist-offer';
export const waitlistOfferLineInput = z.object({ type: z.literal(WAITLIST_OFFER_LINE), offerId: z.uuid() });

/** The waitlist answers as zod contracts (waitlist.openapi.ts checks each against the types above). */
export const waitlistOfferView = z.object({
  offerId: z.string(),
  bayId: z.string(),
  bayName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  expiresAt: z.string(),
});
export const waitlistEntryView = z.object({
  entryId: z.string(),
  date: z.string(),
  earliestStart: z.string(),
  latestStart: z.string(),
  duration: z.number(),
  bayId: z.string().nullable(),
  bayName: z.string().nullable(),
  status: z.enum(waitlistStatuses),
  joinedAt: z.string(),
  offer: waitlistOfferView.nullable(),
  bookingId: z.string().nullable(),
});
export const myWaitlistAnswer = z.object({ entries: z.array(waitlistEntryView) });
export const waitlistJoined = z.object({ entry: waitlistEntryView });
export const waitlistOfferAnswer = z.object({
  offerId: z.string(),
  entryId: z.string(),
  date: z.string(),
  duration: z.number(),
  bayId: z.string(),
  bayName: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  expiresAt: z.string(),
  status: z.enum(['open', 'booked', 'expired', 'declined', 'closed']),
  bookingId: z.string().nullable(),
});
/** GET /api/admin/waitlist: the dates with a waitlist, and one day's entries in queue order. */
export const adminWaitlistAnswer = z.object({
  dates: z.array(z.object({ date: z.string(), waiting: z.number().int() })),
  date: z.string().nullable(),
  entries: z.array(
    waitlistEntryView.extend({
      position: z.number().int().nullable(),
      customerName: z.string().nullable(),
      phoneNumber: z.string().nullable(),
    }),
  ),
});
