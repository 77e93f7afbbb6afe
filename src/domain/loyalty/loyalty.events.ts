import { z } from 'zod';
import type { Decider } from '../decider';
import { defineEvent, type EventOf } from '../../eventstore/events';
import { venueStream } from '../streams';

/** The venue's loyalty program (one stream): on or off, and how many hours played earn a credit. */
export const loyaltySettingsStream = (venue: string) => venueStream('loyalty_settings', venue, 'program');
/** One customer's loyalty account: the bookings that earned hours, and the credits those hours earned. */
export const loyaltyStream = (venue: string, userId: string) => venueStream('loyalty', venue, userId);

export const DEFAULT_HOURS_PER_CREDIT = 10;

export const LoyaltySettingsChanged = defineEvent(
  'LoyaltySettingsChanged',
  z.object({ isActive: z.boolean(), hoursPerCredit: z.number().int().min(1).max(1000) }),
);

/**
 * A finished booking's hours, added to the customer's loyalty points: once per booking, and for an
 * extension seen later, only the minutes not counted yet.
 */
export const LoyaltyHoursEarned = defineEvent(
  'LoyaltyHoursEarned',
  z.object({
    userId: z.string(),
    bookingId: z.string(),
    /** Whole minutes played (extensions included); points are hours, minutes / 60. */
    minutes: z.number().int().min(0),
    /** The account's points after this booking, in minutes. */
    totalMinutes: z.number().int().min(0),
    earnedAt: z.string(),
  }),
);

/** The points crossed a multiple of hoursPerCredit: credits for the loyalty bucket. */
export const LoyaltyCreditEarned = defineEvent(
  'LoyaltyCreditEarned',
  z.object({
    userId: z.string(),
    credits: z.number().int().min(1),
    /** Credits this account has earned in all, this one included (the grant's operation id). */
    creditsEarned: z.number().int().min(1),
    hoursPerCredit: z.number().int().min(1),
    bookingId: z.string(),
  }),
);

export type LoyaltyEvent =
  EventOf<typeof LoyaltySettingsChanged> | EventOf<typeof LoyaltyHoursEarned> | EventOf<typeof LoyaltyCreditEarned>;

export interface LoyaltySettings {
  isActive: boolean;
  hoursPerCredit: number;
  defined: boolean;
}

type Made<D extends { create: (...args: never[]) => unknown }> = ReturnType<D['create']>;

export const loyaltySettingsDecider: Decider<
  LoyaltySettings,
  { isActive: boolean; hoursPerCredit: number },
  Made<typeof LoyaltySettingsChanged>
> = {
  initialState: () => ({ isActive: false, hoursPerCredit: DEFAULT_HOURS_PER_CREDIT, defined: false }),
  evolve: (_state, event) => ({ ...event.data, defined: true }),
  decide: (command, state) =>
    state.defined && state.isActive === command.isActive && state.hoursPerCredit === command.hoursPerCredit
      ? []
      : [LoyaltySettingsChanged.create(command)],
};

export interface LoyaltyAccount {
  totalMinutes: number;
  creditsEarned: number;
  /** Minutes counted so far for each booking. */
  bookings: Map<string, number>;
}

export interface EarnForBooking {
  userId: string;
  bookingId: string;
  minutes: number;
  hoursPerCredit: number;
  now: Date;
}

type AccountEvent = Made<typeof LoyaltyHoursEarned> | Made<typeof LoyaltyCreditEarned>;

/**
 * Credits earned = floor(points / hoursPerCredit). A booking earns once; each time the points cross a
 * multiple, the new credits are one event (a later change of hoursPerCredit never takes credits back).
 */
export const loyaltyAccountDecider: Decider<LoyaltyAccount, EarnForBooking, AccountEvent> = {
  initialState: () => ({ totalMinutes: 0, creditsEarned: 0, bookings: new Map() }),
  evolve: (state, event) => {
    if (event.type === 'LoyaltyHoursEarned') {
      const bookings = new Map(state.bookings);
      bookings.set(event.data.bookingId, (bookings.get(event.data.bookingId) ?? 0) + event.data.minutes);
      return { ...state, totalMinutes: event.data.totalMinutes, bookings };
    }
    return { ...state, creditsEarned: event.data.creditsEarned };
  },
  decide: (command, state) => {
    const counted = state.bookings.get(command.bookingId) ?? 0;
    const minutes = command.minutes - counted;
    if (minutes <= 0) return [];
    const totalMinutes = state.totalMinutes + minutes;
    const events: AccountEvent[] = [
      LoyaltyHoursEarned.create({
        userId: command.userId,
        bookingId: command.bookingId,
        minutes,
        totalMinutes,
        earnedAt: command.now.toISOString(),
      }),
    ];
    const due = Math.floor(totalMinutes / 60 / command.hoursPerCredit);
    if (due > state.creditsEarned)
      events.push(
        LoyaltyCreditEarned.create({
          userId: command.userId,
          credits: due - state.creditsEarned,
          creditsEarned: due,
          hoursPerCredit: command.hoursPerCredit,
          bookingId: command.bookingId,
        }),
      );
    return events;
  },
};
