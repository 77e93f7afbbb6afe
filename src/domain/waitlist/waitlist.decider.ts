import { ConflictError, NotFoundError } from '../../lib/errors';
import type { Decider } from '../decider';
import {
  WaitlistJoined,
  WaitlistLeft,
  WaitlistOfferAccepted,
  WaitlistOfferDeclined,
  WaitlistOfferExpired,
  WaitlistOfferMade,
  WaitlistOfferWithdrawn,
  type WaitlistEventLike,
} from './waitlist.events';

export type EntryStatus = 'waiting' | 'offered' | 'booked' | 'expired' | 'declined' | 'left' | 'removed';

export interface WaitlistOffer {
  offerId: string;
  bayId: string;
  startTime: string;
  duration: number;
  startsAt: number;
  endsAt: number;
  expiresAt: number;
}

export interface WaitlistEntry {
  entryId: string;
  userId: string;
  earliestStart: string;
  latestStart: string;
  duration: number;
  bayId: string | null;
  status: EntryStatus;
  /** The live offer while `offered`; the last one after it ended (expired, declined, booked). */
  offer: WaitlistOffer | null;
}

/** A venue day's line: entries in join order. */
export interface WaitlistState {
  entries: Record<string, WaitlistEntry>;
  order: string[];
  offers: Record<string, string>;
}

export type WaitlistCommand =
  | {
      type: 'JoinWaitlist';
      entry: Omit<WaitlistEntry, 'status' | 'offer'> & { date: string };
      now: Date;
    }
  | { type: 'LeaveWaitlist'; entryId: string; userId: string | null; now: Date }
  | {
      type: 'MakeOffer';
      offer: WaitlistOffer & { entryId: string; date: string };
      now: Date;
    }
  | { type: 'WithdrawOffer'; offerId: string; reason: string; now: Date }
  | { type: 'ExpireOffer'; offerId: string; now: Date }
  | { type: 'DeclineOffer'; offerId: string; userId: string; now: Date }
  | { type: 'AcceptOffer'; offerId: string; bookingId: string; now: Date };

export const ALREADY_WAITING = 'You are already on the waitlist for this time.';
export const ENTRY_NOT_FOUND = 'Waitlist entry not found.';
export const ENTRY_CLOSED = 'This waitlist entry is no longer active.';
export const OFFER_NOT_FOUND = 'Waitlist offer not found.';
export const OFFER_CLOSED = 'This offer is no longer open. The slot has passed to the next customer in line.';
export const SLOT_ALREADY_OFFERED = 'This slot is already offered to someone on the waitlist.';

const ACTIVE: ReadonlySet<EntryStatus> = new Set(['waiting', 'offered']);
export const isActive = (e: WaitlistEntry) => ACTIVE.has(e.status);

/** The entry's offer when it is still open at `now` (not answered, not past its expiry). */
export function liveOffer(entry: WaitlistEntry | undefined, now: number): WaitlistOffer | null {
  return entry?.status === 'offered' && entry.offer && entry.offer.expiresAt > now ? entry.offer : null;
}

export function entryOfOffer(state: WaitlistState, offerId: string): WaitlistEntry | undefined {
  const entryId = state.offers[offerId];
  const entry = entryId ? state.entries[entryId] : undefined;
  return entry?.offer?.offerId === offerId ? entry : undefined;
}

function patch(state: WaitlistState, entryId: string, change: Partial<WaitlistEntry>): WaitlistState {
  const entry = state.entries[entryId];
  return entry ? { ...state, entries: { ...state.entries, [entryId]: { ...entry, ...change } } } : state;
}

const ms = (iso: string) => Date.parse(iso);

export function evolve(state: WaitlistState, event: WaitlistEventLike): WaitlistState {
  switch (event.type) {
    case 'WaitlistJoined': {
      const { date: _d, joinedAt: _j, ...d } = event.data;
      if (state.entries[d.entryId]) return state;
      return {
        ...state,
        entries: { ...state.entries, [d.entryId]: { ...d, status: 'waiting', offer: null } },
        order: [...state.order, d.entryId],
      };
    }
    case 'WaitlistLeft':
      return patch(state, event.data.entryId, { status: event.data.removedBy === 'admin' ? 'removed' : 'left' });
    case 'WaitlistOfferMade': {
      const d = event.data;
      const offer = {
        offerId: d.offerId,
        bayId: d.bayId,
        startTime: d.startTime,
        duration: d.duration,
        startsAt: ms(d.startsAt),
        endsAt: ms(d.endsAt),
        expiresAt: ms(d.expiresAt),
      };
      if (!state.entries[d.entryId]) return state;
      return {
        ...patch(state, d.entryId, { status: 'offered', offer }),
        offers: { ...state.offers, [d.offerId]: d.entryId },
      };
    }
    case 'WaitlistOfferWithdrawn':
      return patch(state, event.data.entryId, { status: 'waiting', offer: null });
    case 'WaitlistOfferExpired':
      return patch(state, event.data.entryId, { status: 'expired' });
    case 'WaitlistOfferDeclined':
      return patch(state, event.data.entryId, { status: 'declined' });
    case 'WaitlistOfferAccepted':
      return patch(state, event.data.entryId, { status: 'booked' });
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

const sameRequest = (a: WaitlistEntry, b: Omit<WaitlistEntry, 'status' | 'offer'>) =>
  a.userId === b.userId &&
  a.earliestStart === b.earliestStart &&
  a.latestStart === b.latestStart &&
  a.duration === b.duration &&
  a.bayId === b.bayId;

/** Whether a live offer already holds time on this bay that overlaps [startsAt, endsAt). */
export function offeredOverlap(state: WaitlistState, bayId: string, startsAt: number, endsAt: number, now: number) {
  return Object.values(state.entries).some((e) => {
    const o = liveOffer(e, now);
    return o !== null && o.bayId === bayId && o.startsAt < endsAt && startsAt < o.endsAt;
  });
}

export function decide(command: WaitlistCommand, state: WaitlistState): WaitlistEventLike[] {
  const at = command.now.toISOString();
  switch (command.type) {
    case 'JoinWaitlist': {
      const e = command.entry;
      if (state.entries[e.entryId]) return [];
      if (Object.values(state.entries).some((x) => isActive(x) && sameRequest(x, e)))
        throw new ConflictError(ALREADY_WAITING, 'WAITLIST.ALREADY_WAITING');
      return [WaitlistJoined.create({ ...e, joinedAt: at })];
    }
    case 'LeaveWaitlist': {
      const entry = state.entries[command.entryId];
      if (!entry || (command.userId !== null && entry.userId !== command.userId))
        throw new NotFoundError(ENTRY_NOT_FOUND, 'WAITLIST.ENTRY_NOT_FOUND');
      if (!isActive(entry)) throw new ConflictError(ENTRY_CLOSED, 'WAITLIST.ENTRY_CLOSED');
      const removedBy = command.userId === null ? 'admin' : 'customer';
      return [WaitlistLeft.create({ entryId: entry.entryId, removedBy, leftAt: at })];
    }
    case 'MakeOffer':
      return decideOffer(command, state);
    case 'WithdrawOffer': {
      const entry = entryOfOffer(state, command.offerId);
      if (entry?.status !== 'offered') return [];
      const data = { offerId: command.offerId, entryId: entry.entryId, reason: command.reason, withdrawnAt: at };
      return [WaitlistOfferWithdrawn.create(data)];
    }
    case 'ExpireOffer': {
      const entry = entryOfOffer(state, command.offerId);
      if (entry?.status !== 'offered' || entry.offer!.expiresAt > command.now.getTime()) return [];
      return [WaitlistOfferExpired.create({ offerId: command.offerId, entryId: entry.entryId, expiredAt: at })];
    }
    case 'DeclineOffer': {
      const entry = entryOfOffer(state, command.offerId);
      if (!entry || entry.userId !== command.userId)
        throw new NotFoundError(OFFER_NOT_FOUND, 'WAITLIST.OFFER_NOT_FOUND');
      if (!liveOffer(entry, command.now.getTime())) throw new ConflictError(OFFER_CLOSED, 'WAITLIST.OFFER_CLOSED');
      return [WaitlistOfferDeclined.create({ offerId: command.offerId, entryId: entry.entryId, declinedAt: at })];
    }
    case 'AcceptOffer': {
      const entry = entryOfOffer(state, command.offerId);
      // A checkout that began inside the offer may finish just after it expired: the booking stands.
      if (entry?.status !== 'offered' && entry?.status !== 'expired') return [];
      const data = { offerId: command.offerId, entryId: entry.entryId, bookingId: command.bookingId, acceptedAt: at };
      return [WaitlistOfferAccepted.create(data)];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

function decideOffer(command: Extract<WaitlistCommand, { type: 'MakeOffer' }>, state: WaitlistState) {
  const o = command.offer;
  const entry = state.entries[o.entryId];
  if (entry?.status !== 'waiting') return [];
  if (offeredOverlap(state, o.bayId, o.startsAt, o.endsAt, command.now.getTime()))
    throw new ConflictError(SLOT_ALREADY_OFFERED, 'WAITLIST.SLOT_OFFERED');
  const iso = (t: number) => new Date(t).toISOString();
  return [
    WaitlistOfferMade.create({
      offerId: o.offerId,
      entryId: o.entryId,
      userId: entry.userId,
      bayId: o.bayId,
      date: o.date,
      startTime: o.startTime,
      duration: o.duration,
      startsAt: iso(o.startsAt),
      endsAt: iso(o.endsAt),
      expiresAt: iso(o.expiresAt),
      offeredAt: command.now.toISOString(),
    }),
  ];
}

export const waitlistDecider: Decider<WaitlistState, WaitlistCommand, WaitlistEventLike> = {
  initialState: () => ({ entries: {}, order: [], offers: {} }),
  evolve,
  decide,
};
