import type { RecordedEvent } from '../../eventstore/types';
import type { CheckoutPlan } from '../../domain/checkout';
import { ACCOUNTS, creditsAccount, revenueAccount, refundsAccount } from './ledger-accounts';
import {
  bookingOfPlan,
  ledgerPlan,
  orderPostings,
  refundKindOf,
  refundPostings,
  transfer,
  type LedgerPlan,
  type Posting,
} from './ledger-postings';

export const LEDGER_EVENT_TYPES = [
  'CheckoutStarted',
  'CheckoutCharged',
  'CheckoutCompleted',
  'CheckoutFailed',
  'CheckoutRefunded',
  'CreditsGranted',
  'CreditsRevoked',
  'CreditsSpent',
  'CreditsRefunded',
  'GiftCardIssued',
  'GiftCardRedeemed',
  'GiftCardRedemptionReversed',
  'GiftCardAdjusted',
  'GiftCardVoided',
  'BookingPlaced',
  'BookingCancelled',
  'CheckoutRefundedAtProvider',
  'CheckoutProviderRefundFailed',
  'CardDisputeFundsWithdrawn',
  'CardDisputeClosed',
  'ProviderPayoutPaid',
  'ProviderPayoutFailed',
  'TabSettledAtDesk',
  'TabLineRefunded',
];

export interface OrderRow {
  order_id: string;
  user_id: string | null;
  booking_id: string | null;
  plan: LedgerPlan;
  status: 'started' | 'completed' | 'failed';
  quoted_card_cents: number;
  charged_cents: number | null;
  charge_event_id: string | null;
  started_event_id: string;
}

export interface BookingRow {
  booking_id: string;
  user_id: string | null;
  refund_promised_cents: number;
  paid_at_venue: boolean;
  cancel_event_id: string | null;
  cancelled_at: string | null;
}

export interface LedgerState {
  orders: Map<string, OrderRow>;
  bookings: Map<string, BookingRow>;
  dirtyOrders: Set<string>;
  dirtyBookings: Set<string>;
}

export interface LedgerTxn {
  source: string;
  userId: string | null;
  bookingId: string | null;
  orderId: string | null;
  postings: Posting[];
}

const PAID_AT_VENUE = 'paid_at_venue';
type Data = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The balanced transaction one event records (null when it moves no money), keeping the state it needs. */
export function postingsOf(event: RecordedEvent, state: LedgerState): LedgerTxn | null {
  const d = event.data as Data;
  const provider = providerTxn(event.type, d, state);
  if (provider !== undefined) return provider;
  if (event.type.startsWith('Checkout')) return checkoutTxn(event, d, state);
  if (event.type.startsWith('Credits')) return creditsTxn(event.type, d);
  if (event.type.startsWith('GiftCard')) return giftCardTxn(event.type, d);
  if (event.type.startsWith('Tab')) return tabTxn(event.type, d);
  return bookingTxn(event, d, state);
}

function checkoutTxn(event: RecordedEvent, d: Data, state: LedgerState): LedgerTxn | null {
  const orderId = String(d.bookingId);
  if (event.type === 'CheckoutStarted') {
    if (state.orders.has(orderId)) return null;
    const plan = ledgerPlan(d.plan as CheckoutPlan);
    setOrder(state, {
      order_id: orderId,
      user_id: (d.plan as CheckoutPlan).userId ?? null,
      booking_id: bookingOfPlan(plan),
      plan,
      status: 'started',
      quoted_card_cents: plan.cardAmountCents,
      charged_cents: null,
      charge_event_id: null,
      started_event_id: event.eventId,
    });
    return null;
  }
  const order = state.orders.get(orderId);
  if (!order) return null;
  const txn = (source: string, postings: Posting[]) => ({
    source,
    userId: order.user_id,
    bookingId: order.booking_id,
    orderId,
    postings,
  });
  switch (event.type) {
    case 'CheckoutCharged':
      setOrder(state, { ...order, charged_cents: Number(d.amountCents), charge_event_id: event.eventId });
      return null;
    case 'CheckoutFailed':
      if (order.status === 'started') setOrder(state, { ...order, status: 'failed' });
      return null;
    case 'CheckoutCompleted':
      if (order.status === 'completed') return null;
      setOrder(state, { ...order, status: 'completed' });
      return txn('order', orderPostings(order.plan, Number(d.cardAmountCents)));
    case 'CheckoutRefunded':
      return txn('refund', refundPostings(order.plan, Number(d.cardRefundCents), Number(d.giftCardRefundCents)));
    default:
      return null;
  }
}

function creditsTxn(type: string, d: Data): LedgerTxn {
  const base = { source: 'credits', userId: String(d.userId), bookingId: null, orderId: null };
  const buckets = (split: Data) => Object.entries(split ?? {}).filter(([, n]) => Number(n) > 0);
  switch (type) {
    case 'CreditsGranted':
      return { ...base, postings: transfer(ACCOUNTS.creditsIssued, creditsAccount(d.bucket), d.amount, 'credits') };
    case 'CreditsRevoked':
      return { ...base, postings: transfer(creditsAccount(d.bucket), ACCOUNTS.creditsIssued, d.amount, 'credits') };
    case 'CreditsSpent':
      return {
        ...base,
        orderId: String(d.operationId),
        postings: buckets(d.from).flatMap(([b, n]) =>
          transfer(creditsAccount(b), ACCOUNTS.creditsRedeemed, Number(n), 'credits'),
        ),
      };
    default:
      return {
        ...base,
        orderId: String(d.operationId),
        postings: buckets(d.to).flatMap(([b, n]) =>
          transfer(ACCOUNTS.creditsRedeemed, creditsAccount(b), Number(n), 'credits'),
        ),
      };
  }
}

function giftCardTxn(type: string, d: Data): LedgerTxn {
  const code = String(d.code);
  const txn = (postings: Posting[], orderId: string | null = null, userId: string | null = null) => ({
    source: 'gift_card',
    userId,
    bookingId: null,
    orderId,
    postings,
  });
  const liability = ACCOUNTS.giftCardLiability;
  switch (type) {
    case 'GiftCardIssued': {
      // A sold card's money came with its order; a card an admin issued is the venue's gift.
      const from = d.reason == null ? ACCOUNTS.giftCardSales : ACCOUNTS.promotions;
      return txn(transfer(from, liability, d.amountCents, 'cents', code), d.reason == null ? d.purchaseId : null);
    }
    case 'GiftCardRedeemed':
      return txn(
        transfer(liability, ACCOUNTS.giftCardClearing, d.amountCents, 'cents', code),
        d.redemptionId,
        d.userId,
      );
    case 'GiftCardRedemptionReversed':
      return txn(transfer(ACCOUNTS.giftCardClearing, liability, d.amountCents, 'cents', code), d.redemptionId);
    case 'GiftCardAdjusted':
      return txn(transfer(ACCOUNTS.promotions, liability, d.amountCents, 'cents', code));
    default:
      return txn(transfer(liability, ACCOUNTS.breakage, d.balanceCents, 'cents', code));
  }
}

/**
 * A bar tab paid at the desk is money taken at the venue (cash), earned as food and drink; a line of it
 * refunded at the desk goes back out of the cash. A card-paid tab moves money through its order (the
 * charge's CheckoutCompleted, a line's CheckoutRefunded), so its TabLineRefunded records nothing here.
 */
function tabTxn(type: string, d: Data): LedgerTxn | null {
  const base = { source: 'venue', userId: d.userId ?? null, bookingId: String(d.bookingId), orderId: null };
  const amount = Number(d.amountCents) || 0;
  if (amount <= 0) return null;
  if (type === 'TabSettledAtDesk')
    return { ...base, postings: transfer(ACCOUNTS.cash, revenueAccount(FOOD_AND_DRINK), amount, 'cents') };
  if (type === 'TabLineRefunded' && d.via === 'desk')
    return { ...base, postings: transfer(refundsAccount(FOOD_AND_DRINK), ACCOUNTS.cash, amount, 'cents') };
  return null;
}

const FOOD_AND_DRINK = 'food_and_drink';

/** Desk bookings paid at the venue are cash; every booking's cancellation records the refund promised. */
function bookingTxn(event: RecordedEvent, d: Data, state: LedgerState): LedgerTxn | null {
  const base = { source: 'venue', userId: d.userId ?? null, bookingId: String(d.bookingId), orderId: null };
  if (event.type === 'BookingPlaced') {
    if (d.status !== 'confirmed' || d.paymentStatus !== PAID_AT_VENUE) return null;
    return { ...base, postings: transfer(ACCOUNTS.cash, revenueAccount('booking'), d.totalAmountCents, 'cents') };
  }
  const prev = state.bookings.get(base.bookingId);
  const atVenue = d.paymentStatus === PAID_AT_VENUE;
  const refund = Number(d.refundAmountCents) || 0;
  setBooking(state, {
    booking_id: base.bookingId,
    user_id: base.userId ?? prev?.user_id ?? null,
    refund_promised_cents: (prev?.refund_promised_cents ?? 0) + (atVenue ? 0 : refund),
    paid_at_venue: atVenue || Boolean(prev?.paid_at_venue),
    cancel_event_id: event.eventId,
    cancelled_at: String(d.cancelledAt),
  });
  if (!atVenue || refund <= 0) return null;
  return { ...base, postings: transfer(refundsAccount('booking'), ACCOUNTS.cash, refund, 'cents') };
}

/**
 * What the card providers report: a refund made in their dashboard (charged to the refunds of what the
 * order sold), a dispute's withdrawal (the amount held, its fee) and outcome (back to the provider
 * balance, or lost), a payout to the bank. Undefined for any other event.
 */
function providerTxn(type: string, d: Data, state: LedgerState): LedgerTxn | null | undefined {
  // The order: a checkout event names it bookingId (as every order event does), a dispute orderId (its
  // bookingId is the booking); only the ones loadState loads, so the batching never changes the answer.
  const ref = type.startsWith('Checkout') ? d.bookingId : d.orderId;
  const orderId = typeof ref === 'string' ? ref : null;
  const order = orderId ? state.orders.get(orderId) : undefined;
  const base = { source: 'provider', userId: order?.user_id ?? null, bookingId: order?.booking_id ?? null, orderId };
  const refunds = refundsAccount(order ? refundKindOf(order.plan) : 'other');
  const amount = Number(d.amountCents) || 0;
  switch (type) {
    case 'CheckoutRefundedAtProvider':
      return { ...base, postings: transfer(refunds, ACCOUNTS.cardClearing, amount, 'cents') };
    case 'CheckoutProviderRefundFailed':
      return { ...base, postings: transfer(ACCOUNTS.cardClearing, refunds, amount, 'cents') };
    case 'CardDisputeFundsWithdrawn': {
      const fee = Number(d.feeCents) || 0;
      return {
        ...base,
        postings: [
          { account: ACCOUNTS.disputes, unit: 'cents', amount },
          { account: ACCOUNTS.disputeFees, unit: 'cents', amount: fee },
          { account: ACCOUNTS.cardClearing, unit: 'cents', amount: -(amount + fee) },
        ],
      };
    }
    case 'CardDisputeClosed': {
      const to = d.outcome === 'won' ? ACCOUNTS.cardClearing : ACCOUNTS.chargebacks;
      return { ...base, postings: transfer(to, ACCOUNTS.disputes, amount, 'cents') };
    }
    case 'ProviderPayoutPaid':
      return { ...base, postings: transfer(ACCOUNTS.payouts, ACCOUNTS.cardClearing, amount, 'cents') };
    case 'ProviderPayoutFailed':
      return { ...base, postings: transfer(ACCOUNTS.cardClearing, ACCOUNTS.payouts, amount, 'cents') };
    default:
      return undefined;
  }
}

function setOrder(state: LedgerState, row: OrderRow) {
  state.orders.set(row.order_id, row);
  state.dirtyOrders.add(row.order_id);
}

function setBooking(state: LedgerState, row: BookingRow) {
  state.bookings.set(row.booking_id, row);
  state.dirtyBookings.add(row.booking_id);
}
