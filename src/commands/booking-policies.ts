import type { AppContext } from '../app-context';
import type { BookingHistoryEntry } from '../contracts/bookings/admin-bookings';
import type { BookingFeeDto } from '../contracts/bookings/booking-fees';
import type { Actor } from '../eventstore/types';
import { catalogSnapshot } from '../projections/catalog/catalog.queries';

/** Until an admin sets the venue's default in the system settings. */
export const DEFAULT_ADVANCE_BOOKING_DAYS = 7;

/** What a slot rule sees: the booking asked for, before it touches its bay-day stream. */
export interface SlotRequest {
  userId: string | null;
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  /** A plan bought in the same order as the booking: priced as a member of it. */
  joiningPlanId?: string | null;
  /** The event (a tournament) the booking is an entry of; null for a plain booking. */
  eventId?: string | null;
}

/**
 * What an account is checked for: a new booking (book, pay, desk, tournament entry, a waitlist offer
 * taken), a quote, a place on the waitlist (joining, being offered a slot), or a change of a booking it
 * already has (an extension, a move). A blocked account is refused all of them; a rule may refuse only
 * new bookings (the waiver).
 */
export type AccountCheck = 'new-booking' | 'quote' | 'waitlist' | 'extension' | 'move';

/** A discount (negative) or surcharge per booked hour, shown as its own quote adjustment. */
export interface HourlyPriceAdjustment {
  kind: string;
  label: string;
  perHourCents: number;
}

/** An order that sells bookings, priced, before anything is written (an order rule may refuse it). */
export interface BookingOrderCheck {
  userId: string | null;
  actor: Actor;
  /** When each booking of the order starts. */
  bookingStarts: Date[];
  /** What the card pays (0: credits, gift card or coupon cover the order). */
  cardAmountCents: number;
}

/** A booking being cancelled, as a cancellation fee rule sees it. */
export interface CancellingBooking {
  bookingId: string;
  userId: string | null;
}

/**
 * A rule an area contributes to bookings. Each hook is optional; an answer of null means "no opinion".
 * Memberships add member prices, wider windows and credit restrictions; tournaments add slot rules.
 */
export interface BookingPolicy {
  name: string;
  priceAdjustment?(ctx: AppContext, userId: string | null, slot: SlotRequest): Promise<HourlyPriceAdjustment | null>;
  /** Days ahead this user may book; the largest answer wins (never below the default). */
  advanceWindowDays?(ctx: AppContext, userId: string | null): Promise<number | null>;
  /** Whether the event `eventId` (a tournament) takes bookings on `date`, past the advance window. */
  eventOpenOn?(ctx: AppContext, eventId: string, date: string): Promise<boolean>;
  /** Whether credits may pay for the hour starting at `time`; the first refusal wins. */
  creditRestriction?(
    ctx: AppContext,
    userId: string | null,
    date: string,
    time: string,
  ): Promise<{ canUse: boolean; reason: string | null } | null>;
  /** Throws (BookingError or AppError) when the slot is not allowed. */
  slotRule?(ctx: AppContext, slot: SlotRequest): Promise<void>;
  /** Throws when this account may not make new bookings or extend one at all (an admin blocked it). */
  accountRule?(ctx: AppContext, userId: string, check: AccountCheck): Promise<void>;
  /** Throws when the order may not go ahead as paid; may ask that the paying card be kept on file. */
  orderRule?(ctx: AppContext, order: BookingOrderCheck): Promise<{ keepCard: boolean } | null>;
  /** The fee a late cancellation of this booking costs (cents), when the area charges one. */
  lateCancellationFee?(ctx: AppContext, booking: CancellingBooking): Promise<number | null>;
  /** The fees already paid for this booking (a no-show fee), each by its own order. */
  paidFees?(ctx: AppContext, bookingId: string): Promise<PaidFee[]>;
  /** The booking's fee and its outcome, as the admin's booking detail shows it. */
  bookingFee?(ctx: AppContext, bookingId: string): Promise<BookingFeeDto | null>;
  /** The booking's history, oldest first, for the admin's booking detail. */
  history?(ctx: AppContext, at: { bookingId: string; bayId: string; date: string }): Promise<BookingHistoryEntry[]>;
}

/** A fee paid for a booking by its own order: an admin's refund may give it back. */
export interface PaidFee {
  orderId: string;
  amountCents: number;
}

/** Every policy the modules contributed, asked in registration order. Owned by the app context. */
export class BookingPolicies {
  private readonly list: BookingPolicy[] = [];

  add(...policies: BookingPolicy[]): void {
    for (const p of policies) {
      if (this.list.some((q) => q.name === p.name)) throw new Error(`Booking policy ${p.name} registered twice`);
      this.list.push(p);
    }
  }

  /** The venue's default (system settings) for everyone; a membership may widen it. */
  async advanceWindowDays(ctx: AppContext, userId: string | null): Promise<number> {
    let days = (await catalogSnapshot(ctx)).settings.system.defaultAdvanceBookingDays;
    for (const p of this.list) {
      const answer = await p.advanceWindowDays?.(ctx, userId);
      if (answer != null && answer > days) days = answer;
    }
    return days;
  }

  /** Whether any area's event `eventId` takes bookings on `date` (its entrants book past the window). */
  async eventOpenOn(ctx: AppContext, eventId: string, date: string): Promise<boolean> {
    for (const p of this.list) if (await p.eventOpenOn?.(ctx, eventId, date)) return true;
    return false;
  }

  async priceAdjustments(ctx: AppContext, userId: string | null, slot: SlotRequest): Promise<HourlyPriceAdjustment[]> {
    const answers = await Promise.all(this.list.map((p) => p.priceAdjustment?.(ctx, userId, slot) ?? null));
    return answers.filter((a): a is HourlyPriceAdjustment => a != null && a.perHourCents !== 0);
  }

  async creditRestriction(
    ctx: AppContext,
    userId: string | null,
    date: string,
    time: string,
  ): Promise<{ canUse: boolean; reason: string | null }> {
    for (const p of this.list) {
      const answer = await p.creditRestriction?.(ctx, userId, date, time);
      if (answer && !answer.canUse) return answer;
    }
    return { canUse: true, reason: null };
  }

  async checkSlot(ctx: AppContext, slot: SlotRequest): Promise<void> {
    for (const p of this.list) await p.slotRule?.(ctx, slot);
  }

  /** Runs every order rule (the first refusal throws); whether any asked to keep the paying card. */
  async checkOrder(ctx: AppContext, order: BookingOrderCheck): Promise<{ keepCard: boolean }> {
    let keepCard = false;
    for (const p of this.list) keepCard = Boolean((await p.orderRule?.(ctx, order))?.keepCard) || keepCard;
    return { keepCard };
  }

  /** The largest late cancellation fee any area asks for this booking (0: none). */
  async lateCancellationFee(ctx: AppContext, booking: CancellingBooking): Promise<number> {
    let fee = 0;
    for (const p of this.list) fee = Math.max(fee, (await p.lateCancellationFee?.(ctx, booking)) ?? 0);
    return fee;
  }

  /** Every fee paid for the booking, across the areas that charge fees. */
  async paidFees(ctx: AppContext, bookingId: string): Promise<PaidFee[]> {
    const answers = await Promise.all(this.list.map((p) => p.paidFees?.(ctx, bookingId) ?? []));
    return answers.flat();
  }

  /** The booking's fee from the area that charges one (null: none). */
  async bookingFee(ctx: AppContext, bookingId: string): Promise<BookingFeeDto | null> {
    for (const p of this.list) {
      const fee = await p.bookingFee?.(ctx, bookingId);
      if (fee) return fee;
    }
    return null;
  }

  /** The booking's history from the area that keeps it ([]: none). */
  async history(
    ctx: AppContext,
    at: { bookingId: string; bayId: string; date: string },
  ): Promise<BookingHistoryEntry[]> {
    for (const p of this.list) if (p.history) return p.history(ctx, at);
    return [];
  }

  async checkAccount(ctx: AppContext, userId: string | null, check: AccountCheck = 'new-booking'): Promise<void> {
    if (!userId) return;
    for (const p of this.list) await p.accountRule?.(ctx, userId, check);
  }
}
