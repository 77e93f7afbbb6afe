import type { AppContext } from '../../app-context';
import { addDays } from '../../domain/catalog';
import { toDecimalString } from '../../lib/money';

/** Same bookings, same answer: a refresh that finds nothing new keeps the old array (and its rendered JSON). */
function fingerprintOf(rows: DayBooking[]): string {
  return rows.map((r) => `${r.id}:${r.status}:${r.endsAt}:${r.holdExpiresAt}`).join(',');
}

type DayEntry = { version: number; at: number; rows: Promise<DayBooking[]>; fingerprint?: string };

/**
 * Day lists are read on every availability request: each app context caches them, and drops them
 * whenever the bookings projection commits a change (and after a short TTL, for changes projected
 * by another process).
 */
export class BookingDayCache {
  private static readonly TTL_MS = 1000;
  private version = 0;
  private readonly days = new Map<string, DayEntry>();

  /** Called once a change to bookings has committed. */
  changed(): void {
    this.version++;
    this.days.clear();
  }

  /** The cached list of `date`, or `load`'s answer (kept as the old array when nothing changed). */
  get(date: string, load: () => Promise<DayBooking[]>): Promise<DayBooking[]> {
    const { version } = this;
    const hit = this.days.get(date);
    if (hit && hit.version === version && Date.now() - hit.at < BookingDayCache.TTL_MS) return hit.rows;
    const previous = hit?.version === version ? hit : undefined;
    const entry: DayEntry = { version, at: Date.now(), rows: Promise.resolve([]) };
    entry.rows = load().then((fresh) => {
      entry.fingerprint = fingerprintOf(fresh);
      return previous && previous.fingerprint === entry.fingerprint ? previous.rows : fresh;
    });
    if (this.days.size >= 1000) this.days.clear();
    this.days.set(date, entry);
    entry.rows.catch(() => this.days.get(date) === entry && this.days.delete(date));
    return entry.rows;
  }
}

export interface DayBooking {
  id: string;
  bayId: string;
  userId: string | null;
  date: string;
  startTime: string;
  endTime: string;
  duration: number;
  status: string;
  startsAt: number;
  endsAt: number;
  holdExpiresAt: number | null;
}

/** Bookings starting on `date` or the days either side (they can overlap it past midnight). */
export function bookingsAround(ctx: Pick<AppContext, 'knex' | 'bookingDays'>, date: string): Promise<DayBooking[]> {
  return ctx.bookingDays.get(date, () =>
    ctx
      .knex('bookings')
      .whereIn('date', [addDays(date, -1), date, addDays(date, 1)])
      .select(
        'id',
        'bay_id',
        'user_id',
        'date',
        'start_time',
        'end_time',
        'duration',
        'status',
        'starts_at',
        'ends_at',
        'hold_expires_at',
      )
      .orderBy('starts_at')
      .then((list) =>
        list.map((r) => ({
          id: r.id,
          bayId: r.bay_id,
          userId: r.user_id,
          date: r.date,
          startTime: r.start_time,
          endTime: r.end_time,
          duration: Number(r.duration),
          status: r.status,
          startsAt: new Date(r.starts_at).getTime(),
          endsAt: new Date(r.ends_at).getTime(),
          holdExpiresAt: r.hold_expires_at ? new Date(r.hold_expires_at).getTime() : null,
        })),
      ),
  );
}

export function isLiveBooking(b: Pick<DayBooking, 'status' | 'holdExpiresAt'>, now: number): boolean {
  return b.status === 'confirmed' || (b.status === 'pending' && (b.holdExpiresAt === null || b.holdExpiresAt > now));
}

/** What anyone may see of a booking on the day list: no names, contacts, amounts or user ids. */
export function publicBooking(b: DayBooking) {
  return {
    id: b.id,
    bayId: b.bayId,
    date: b.date,
    startTime: b.startTime,
    endTime: b.endTime,
    duration: b.duration,
    status: b.status,
  };
}

const FULL_COLUMNS = [
  'b.*',
  'bays.name as bay_name',
  'bays.description as bay_description',
  'u.first_name as user_first_name',
  'u.last_name as user_last_name',
];

/** `bookings` joined with bay and user names, in the columns fullBooking reads. */
export function fullQuery(ctx: Pick<AppContext, 'knex'>) {
  return ctx
    .knex('bookings as b')
    .leftJoin('bays', 'bays.id', 'b.bay_id')
    .leftJoin('users as u', 'u.id', 'b.user_id')
    .select(FULL_COLUMNS);
}

export async function bookingById(ctx: Pick<AppContext, 'knex'>, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const row = await fullQuery(ctx).where('b.id', id).first();
  return row ? fullBooking(row) : null;
}

export async function bookingsOfUser(ctx: Pick<AppContext, 'knex'>, userId: string, limit = 500) {
  const rows = await fullQuery(ctx).where('b.user_id', userId).orderBy('b.starts_at', 'desc').limit(limit);
  return rows.map(fullBooking);
}

export async function bookingsOnDate(ctx: Pick<AppContext, 'knex'>, date: string) {
  const rows = await fullQuery(ctx).where('b.date', date).orderBy(['b.starts_at', 'bays.name']);
  return rows.map(fullBooking);
}

export type FullBooking = ReturnType<typeof fullBooking>;

/** A row of `bookings` joined with its bay's and user's names. */
export interface BookingRow {
  id: string;
  bay_id: string;
  user_id: string | null;
  date: string;
  start_time: string;
  end_time: string;
  starts_at: Date | string;
  ends_at: Date | string;
  duration: string | number;
  status: string;
  payment_status: string;
  subtotal_cents: number;
  total_amount_cents: number;
  credits_used: string | number;
  applied_gift_card: Record<string, unknown> | null;
  applied_coupon: Record<string, unknown> | null;
  coupon_id: string | null;
  square_payment_id: string | null;
  stripe_payment_intent_id: string | null;
  customer_type: string;
  guest_booking: boolean;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone_number: string | null;
  tournament_id: string | null;
  is_tournament_booking: boolean;
  extended_hours: string | number;
  refund_amount_cents: number | null;
  refund_percentage: number | null;
  refund_reason: string | null;
  refund_status: string | null;
  hold_expires_at: Date | string | null;
  created_at: Date | string | null;
  confirmed_at: Date | string | null;
  cancelled_at: Date | string | null;
  bay_name?: string | null;
  bay_description?: string | null;
  user_first_name?: string | null;
  user_last_name?: string | null;
}

export function fullBooking(r: BookingRow) {
  const iso = (v: Date | string | null) => (v ? new Date(v).toISOString() : null);
  const credits = Number(r.credits_used);
  return {
    id: r.id,
    reference: r.id.slice(0, 8).toUpperCase(),
    bayId: r.bay_id,
    bay: r.bay_name ? { id: r.bay_id, name: r.bay_name, description: r.bay_description ?? 'Standard Bay' } : null,
    userId: r.user_id,
    user: r.user_first_name ? { firstName: r.user_first_name, lastName: r.user_last_name ?? null } : null,
    date: r.date,
    startTime: r.start_time,
    endTime: r.end_time,
    startsAt: iso(r.starts_at)!,
    endsAt: iso(r.ends_at)!,
    duration: Number(r.duration),
    status: r.status,
    paymentStatus: r.payment_status,
    subtotalAmount: toDecimalString(r.subtotal_cents),
    totalAmount: toDecimalString(r.total_amount_cents),
    totalAmountCents: r.total_amount_cents,
    creditsUsed: credits,
    usedCredits: credits,
    appliedGiftCard: r.applied_gift_card ?? null,
    appliedCoupon: r.applied_coupon ?? null,
    couponId: r.coupon_id ?? null,
    squarePaymentId: r.square_payment_id ?? null,
    stripePaymentIntentId: r.stripe_payment_intent_id ?? null,
    customerType: r.customer_type,
    guestBooking: r.guest_booking,
    firstName: r.first_name ?? null,
    lastName: r.last_name ?? null,
    email: r.email ?? null,
    phoneNumber: r.phone_number ?? null,
    tournamentId: r.tournament_id ?? null,
    isTournamentBooking: r.is_tournament_booking,
    extendedHours: Number(r.extended_hours),
    refundAmount: r.refund_amount_cents == null ? null : toDecimalString(r.refund_amount_cents),
    refundPercentage: r.refund_percentage ?? null,
    refundReason: r.refund_reason ?? null,
    refundStatus: r.refund_status ?? null,
    holdExpiresAt: iso(r.hold_expires_at),
    createdAt: iso(r.created_at),
    confirmedAt: iso(r.confirmed_at),
    cancelledAt: iso(r.cancelled_at),
  };
}
