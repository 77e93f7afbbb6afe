import type { Knex } from 'knex';
import type { BookingFeeDto, FeeStatus } from '../../contracts/no-show/no-show';
import { DEFAULT_NO_SHOW_POLICY, type NoShowPolicy } from '../../domain/no-show/no-show-policy';
import { toDecimalString } from '../../lib/money';

/** The venue's no-show policy (the defaults until an admin sets one). */
export async function noShowPolicy(knex: Knex): Promise<NoShowPolicy> {
  const row = await knex('no_show_policy').first('policy');
  return row ? (row.policy as NoShowPolicy) : DEFAULT_NO_SHOW_POLICY;
}

interface FeeRow {
  booking_id: string;
  kind: BookingFeeDto['kind'];
  status: FeeStatus;
  amount_cents: number;
  reason: string | null;
  payment_id: string | null;
  updated_at: Date | string;
}

const dto = (r: FeeRow): BookingFeeDto => ({
  bookingId: r.booking_id,
  kind: r.kind,
  status: r.status,
  amount: toDecimalString(r.amount_cents),
  reason: r.reason,
  paymentId: r.payment_id,
  updatedAt: new Date(r.updated_at).toISOString(),
});

export async function feeOfBooking(knex: Knex, bookingId: string): Promise<BookingFeeDto | null> {
  const row = await knex('booking_fees').where({ booking_id: bookingId }).first();
  return row ? dto(row) : null;
}

/** A customer's fees, newest first (their history as the admin sees it). */
export async function feesOfUser(knex: Knex, userId: string): Promise<BookingFeeDto[]> {
  const rows = await knex('booking_fees').where({ user_id: userId }).orderBy('updated_at', 'desc').limit(200);
  return rows.map(dto);
}

/** Fees for these bookings, by booking id (a list of bookings shows each one's fee). */
export async function feesOfBookings(knex: Knex, bookingIds: string[]): Promise<Map<string, BookingFeeDto>> {
  if (bookingIds.length === 0) return new Map();
  const rows: FeeRow[] = await knex('booking_fees').whereIn('booking_id', bookingIds);
  return new Map(rows.map((r) => [r.booking_id, dto(r)]));
}
