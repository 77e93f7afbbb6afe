import type { Knex } from 'knex';
import { toDecimalString } from '../../lib/money';
import { findUserById } from '../users';

export interface DisputeJson {
  disputeId: string;
  provider: string;
  paymentId: string;
  orderId: string | null;
  bookingId: string | null;
  userId: string | null;
  customerName: string | null;
  amount: string;
  withdrawn: string;
  fee: string;
  reason: string;
  status: string;
  evidenceDueBy: string | null;
  openedAt: string;
  closedAt: string | null;
  /** The customer may not pay by card until staff clear it (an open or lost dispute). */
  cardBlocked: boolean;
  clearedAt: string | null;
  clearedBy: string | null;
  /** What the venue holds to answer with: the booking, its receipt and its door code. */
  evidence: {
    booking: { date: string; startTime: string; duration: number; bayId: string; status: string } | null;
    receipt: { orderId: string; cardCents: number; paidAt: string | null } | null;
    doorCode: { issuedAt: string; validFrom: string; validUntil: string; status: string } | null;
  };
}

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const blocked = (r: Record<string, unknown>) => !r.cleared_at && r.status !== 'won';

/** Disputes, newest first: the open ones (no outcome yet) or all; for a customer or a booking when asked. */
export async function listDisputes(
  knex: Knex,
  filter: { open?: boolean; userId?: string; bookingId?: string } = {},
): Promise<DisputeJson[]> {
  const rows: Array<Record<string, unknown>> = await knex('card_disputes as d')
    .joinRaw('LEFT JOIN bookings b ON b.id::text = d.booking_id')
    .joinRaw('LEFT JOIN payments p ON p.booking_id::text = d.order_id')
    .joinRaw('LEFT JOIN door_codes c ON c.booking_id::text = d.booking_id')
    .modify((q) => {
      if (filter.open) q.whereNotIn('d.status', ['won', 'lost']);
      if (filter.userId) q.where('d.user_id', filter.userId);
      if (filter.bookingId) q.where('d.booking_id', filter.bookingId);
    })
    .orderBy('d.opened_at', 'desc')
    .limit(500)
    .select(
      'd.*',
      'b.date as b_date',
      'b.start_time as b_start',
      'b.duration as b_duration',
      'b.bay_id as b_bay',
      'b.status as b_status',
      'p.card_cents as p_card',
      'p.updated_at as p_paid_at',
      'c.issued_at as c_issued',
      'c.valid_from as c_from',
      'c.valid_until as c_until',
      'c.status as c_status',
    );
  const names = new Map<string, string | null>();
  for (const id of new Set(rows.map((r) => r.user_id).filter((v): v is string => typeof v === 'string'))) {
    const user = await findUserById(knex, id);
    names.set(id, user ? `${user.firstName} ${user.lastName}`.trim() || null : null);
  }
  return rows.map((r) => ({
    disputeId: String(r.dispute_id),
    provider: String(r.provider),
    paymentId: String(r.payment_id),
    orderId: (r.order_id as string) ?? null,
    bookingId: (r.booking_id as string) ?? null,
    userId: (r.user_id as string) ?? null,
    customerName: r.user_id ? (names.get(String(r.user_id)) ?? null) : null,
    amount: toDecimalString(Number(r.amount_cents)),
    withdrawn: toDecimalString(Number(r.withdrawn_cents)),
    fee: toDecimalString(Number(r.fee_cents)),
    reason: String(r.reason),
    status: String(r.status),
    evidenceDueBy: iso(r.evidence_due_by),
    openedAt: iso(r.opened_at)!,
    closedAt: iso(r.closed_at),
    cardBlocked: blocked(r),
    clearedAt: iso(r.cleared_at),
    clearedBy: (r.cleared_by as string) ?? null,
    evidence: {
      booking: r.b_date
        ? {
            date: typeof r.b_date === 'string' ? r.b_date : new Date(r.b_date as Date).toISOString().slice(0, 10),
            startTime: String(r.b_start).slice(0, 5),
            duration: Number(r.b_duration),
            bayId: String(r.b_bay),
            status: String(r.b_status),
          }
        : null,
      receipt:
        r.order_id && r.p_card != null
          ? { orderId: String(r.order_id), cardCents: Number(r.p_card), paidAt: iso(r.p_paid_at) }
          : null,
      doorCode: r.c_issued
        ? {
            issuedAt: iso(r.c_issued)!,
            validFrom: iso(r.c_from)!,
            validUntil: iso(r.c_until)!,
            status: String(r.c_status),
          }
        : null,
    },
  }));
}

/** One dispute by the provider's id (either provider), or null. */
export async function disputeRow(knex: Knex, disputeId: string) {
  return (await knex('card_disputes').where({ dispute_id: disputeId }).first()) as
    { dispute_key: string; dispute_id: string; provider: 'square' | 'stripe' } | undefined;
}

/** The open dispute that keeps this customer from paying by card, if any. */
export async function cardBlockingDispute(knex: Knex, userId: string): Promise<{ dispute_id: string } | undefined> {
  return knex('card_disputes')
    .where({ user_id: userId })
    .whereNull('cleared_at')
    .whereNot('status', 'won')
    .first('dispute_id');
}

export interface PayoutJson {
  payoutId: string;
  provider: string;
  amount: string;
  arrivalDate: string;
  status: string;
  paidAt: string;
}

/** Payouts whose money arrives in [from, to], newest first, with the period's total of those paid. */
export async function listPayouts(knex: Knex, range: { from: string; to: string }) {
  const rows: Array<Record<string, unknown>> = await knex('provider_payouts')
    .whereBetween('arrival_date', [range.from, range.to])
    .orderBy('arrival_date', 'desc')
    .select('*');
  const payouts: PayoutJson[] = rows.map((r) => ({
    payoutId: String(r.payout_id),
    provider: String(r.provider),
    amount: toDecimalString(Number(r.amount_cents)),
    arrivalDate:
      typeof r.arrival_date === 'string' ? r.arrival_date : new Date(r.arrival_date as Date).toISOString().slice(0, 10),
    status: String(r.status),
    paidAt: iso(r.paid_at)!,
  }));
  const total = rows.filter((r) => r.status === 'paid').reduce((sum, r) => sum + Number(r.amount_cents), 0);
  return { payouts, total: toDecimalString(total) };
}

/** The app's order a provider payment paid for: its buyer and the booking it sold. */
export async function orderOfPayment(
  knex: Knex,
  processor: string,
  paymentId: string,
): Promise<{
  orderId: string;
  userId: string | null;
  bookingId: string | null;
  cardCents: number;
  refundedCents: number;
} | null> {
  const row = await knex('payments as p')
    .joinRaw('LEFT JOIN ledger_orders o ON o.order_id = p.booking_id::text')
    .where({ 'p.payment_id': paymentId, 'p.processor': processor })
    .first('p.booking_id as order_id', 'p.user_id', 'o.booking_id', 'p.card_cents', 'p.refunded_cents');
  if (!row) return null;
  return {
    orderId: row.order_id,
    userId: row.user_id ?? null,
    bookingId: row.booking_id ?? null,
    cardCents: Number(row.card_cents),
    refundedCents: Number(row.refunded_cents),
  };
}
