import { DateTime } from 'luxon';
import { setSystemSettings } from '../../src/commands/catalog/venue-settings.commands';
import { renewDueMemberships } from '../../src/commands/memberships/renew-memberships.command';
import { seedPlans } from '../../src/commands/memberships/plan.commands';
import { chargeBookingFee } from '../../src/commands/no-show/booking-fee.commands';
import type { LedgerDifference } from '../../src/contracts/ledger/ledger';
import { reconcileLedger } from '../../src/projections/ledger';
import { signUp, type SignedUpUser } from '../harness/auth';
import { readLog } from '../harness/event-log';
import type { HttpClient } from '../harness/http-client';
import { waitFor } from '../harness/wait-for';
import { cardToken, giftCardLine, giveCredits, newCoupon } from '../payments/payment-fixtures';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { seedOffers } from '../../src/commands/offers/offer.commands';

export interface LedgerWorld {
  t: BookingTestApp;
  bays: string[];
  admin: HttpClient;
  /** The real time the file started at: every sequence's clock starts here. */
  base: Date;
}

export interface Customer {
  client: HttpClient;
  user: SignedUpUser;
}

/** A venue for the ledger's tests: bays, offers, plans, a year's advance window and a no-show fee. */
export async function startLedgerWorld(bayCount = 4): Promise<LedgerWorld> {
  // A small pool: three property files at once share PostgreSQL with the rest of the suite.
  const t = await startBookingApp({ DATABASE_POOL_MAX: '8' });
  const ctx = t.app.ctx;
  const bays = await setUpVenue(ctx, bayCount);
  await seedOffers(ctx);
  await seedPlans(ctx);
  await setSystemSettings(ctx, { venueName: 'Ledger Links', supportPhone: null, defaultAdvanceBookingDays: 365 });
  const admin = (await signUp(t.app, undefined, { role: 'admin' })).client;
  const policy = await admin.put('/api/admin/no-show-policy', {
    cardRequired: false,
    cardRequiredHoursAhead: 24,
    noShowFee: { kind: 'fixed', amount: '20.00' },
    lateCancellationFee: { kind: 'fixed', amount: '0.00' },
  });
  if (policy.status !== 200) throw new Error(`no-show policy: ${policy.status} ${policy.text}`);
  await caughtUp(t);
  return { t, bays, admin, base: t.now() };
}

/** Every read model at the log's head. */
export async function caughtUp(t: BookingTestApp) {
  const ok = await t.app.ctx.projections.waitFor(await t.app.ctx.store.head(), undefined, 30_000);
  if (!ok) throw new Error('read models did not catch up');
}

export async function customer(world: LedgerWorld, credits = 0): Promise<Customer> {
  const c = await signUp(world.t.app);
  if (credits > 0) await giveCredits(world.t.app, c.user.id, credits);
  return c;
}

export interface BookOptions {
  creditsUsed?: number;
  couponCode?: string;
  giftCardCode?: string;
}

/** A paid order for one booking (the card pays whatever is left); answers the booking id or null. */
export async function book(
  c: Customer,
  slot: { bayId: string; date: string; startTime: string; duration: number },
  options: BookOptions = {},
): Promise<{ bookingId: string | null; status: number; body: any }> {
  const res = await c.client.post('/api/orders', {
    lines: [{ type: 'booking', ...slot }],
    creditsUsed: options.creditsUsed ?? 0,
    couponCode: options.couponCode ?? null,
    giftCardCode: options.giftCardCode ?? null,
    sourceId: await cardToken(c.client),
    idempotencyKey: `k-${Math.random().toString(36).slice(2)}`,
  });
  const bookingId = res.status < 300 ? (res.body.fulfilled?.[0]?.reference ?? null) : null;
  return { bookingId, status: res.status, body: res.body };
}

export async function extend(c: Customer, bookingId: string, hours = 1) {
  return c.client.post(`/api/bookings/${bookingId}/extend-with-payment`, {
    additionalHours: hours,
    paymentMethodId: await cardToken(c.client),
  });
}

/** Cancels `hoursAhead` hours before the booking's start (the policy refunds 100 % at 24+, 50 % at 2+, else 0). */
export async function cancelAhead(
  world: LedgerWorld,
  c: Customer,
  bookingId: string,
  startsAt: string,
  hoursAhead: number,
) {
  world.t.setNow(new Date(Date.parse(startsAt) - hoursAhead * 3600_000));
  const res = await c.client.delete(`/api/bookings/${bookingId}`);
  if (res.status === 200) await refundSettled(world, bookingId);
  return res;
}

/** The refund job of each cancellation of the booking has recorded its outcome (or there was none due). */
export async function refundSettled(world: LedgerWorld, bookingId: string) {
  const store = world.t.app.ctx.store;
  await waitFor(async () => {
    const log = await readLog(store, {
      eventTypes: ['BookingCancelled', 'CheckoutRefundFailed', 'BookingPaymentUpdated'],
    });
    const cancels = log.filter((e) => e.type === 'BookingCancelled' && e.data.bookingId === bookingId);
    for (const c of cancels) {
      if (Number(c.data.refundAmountCents) <= 0 && Number(c.data.creditsUsed) <= 0) continue;
      // The job refunds every order that paid for the booking (its own, each extension's) and then
      // marks the booking's refund completed; a failure on any order is an outcome too.
      const failed = log.some((e) => e.type === 'CheckoutRefundFailed' && e.data.cancellationEventId === c.eventId);
      const completed = log.some(
        (e) =>
          e.type === 'BookingPaymentUpdated' &&
          e.data.bookingId === bookingId &&
          e.data.refundStatus === 'completed' &&
          e.metadata.causationId === c.eventId,
      );
      if (!failed && !completed) return false;
    }
    return true;
  }, 30_000);
}

export async function buyGiftCard(c: Customer, cents: number): Promise<string | null> {
  const res = await c.client.post('/api/orders', {
    lines: [giftCardLine(cents / 100)],
    sourceId: await cardToken(c.client),
    idempotencyKey: `g-${Math.random().toString(36).slice(2)}`,
  });
  return res.status < 300 ? (res.body.fulfilled?.[0]?.reference ?? null) : null;
}

export async function joinPlan(c: Customer, planId: 'member' | 'premium' | 'basic') {
  return c.client.post('/api/create-membership-subscription', { planId, sourceId: await cardToken(c.client) });
}

export async function switchPlan(c: Customer, planId: 'member' | 'premium' | 'basic') {
  return c.client.post(`/api/memberships/upgrade/${planId}`, { paymentMethodId: await cardToken(c.client) });
}

export async function cancelPlan(c: Customer) {
  return c.client.post('/api/memberships/cancel', {});
}

/** Runs the renewal job (twice, as a redelivery would) just after the customer's period ends. */
export async function renewPlan(world: LedgerWorld, c: Customer) {
  const m = (await c.client.get('/api/user-memberships')).body[0];
  if (!m?.currentPeriodEnd) return;
  world.t.setNow(new Date(Date.parse(m.currentPeriodEnd) + 60_000));
  await renewDueMemberships(world.t.app.ctx);
  await renewDueMemberships(world.t.app.ctx);
}

/** Saves a card, marks the booking a no-show after its start and waits for the fee's outcome. */
export async function noShow(world: LedgerWorld, c: Customer, bookingId: string, startsAt: string) {
  await c.client.post(`/api/users/${c.user.id}/card-on-file`, { sourceId: await cardToken(c.client) });
  world.t.setNow(new Date(Date.parse(startsAt) + 20 * 60_000));
  const res = await world.admin.post(`/api/admin/bookings/${bookingId}/no-show`);
  // The fee job's handler, run here as well (it is safe to run twice): a fee is only what the payment
  // did not already keep, so most no-shows owe nothing and the job leaves nothing to wait for.
  if (res.status !== 200) return res;
  try {
    await chargeBookingFee(world.t.app.ctx, { bookingId, kind: 'no_show' });
  } catch (error) {
    // The job is charging it at this moment: its outcome is the fee's.
    if ((error as { code?: string }).code !== 'PAYMENT.IN_PROGRESS') throw error;
    await waitFor(async () => (await world.admin.get(`/api/admin/bookings/${bookingId}`)).body.fee?.status !== 'due');
  }
  return res;
}

export { newCoupon };

/** Venue-local ISO instant of a date and time. */
export const instantOf = (world: LedgerWorld, date: string, time: string) =>
  DateTime.fromISO(`${date}T${time}`, { zone: world.t.app.config.VENUE_TIMEZONE }).toUTC().toISO()!;

/** Differences found now (refunds settled: no grace) once every read model has caught up. */
export async function differencesNow(world: LedgerWorld): Promise<LedgerDifference[]> {
  await caughtUp(world.t);
  return reconcileLedger(world.t.app.ctx.knex, { now: new Date(8.64e15), settleMs: 0 });
}

export const keyOf = (d: LedgerDifference) => `${d.check}|${d.subject}|${d.actual}|${d.expected}`;
