import {
  book,
  buyGiftCard,
  cancelAhead,
  caughtUp,
  customer,
  differencesNow,
  extend,
  instantOf,
  joinPlan,
  newCoupon,
  noShow,
  startLedgerWorld,
  type LedgerWorld,
} from './ledger-fixtures';
import { balanceMap } from '../../src/projections/ledger';

/** The ledger read model: each money movement as balanced entries, and balances by customer, booking, order and day. */
jest.setTimeout(240_000);

describe('the double-entry ledger', () => {
  let w: LedgerWorld;
  beforeAll(async () => {
    w = await startLedgerWorld(4);
  }, 60_000);
  afterAll(async () => {
    await w?.t.app.close();
  });
  afterEach(() => w.t.setNow(w.base));

  const knex = () => w.t.app.ctx.knex;
  const balances = async (scope: Parameters<typeof balanceMap>[1]) => {
    await caughtUp(w.t);
    return balanceMap(knex(), scope);
  };

  it('records a card booking as card money against booking revenue, per order, booking, customer and day', async () => {
    const c = await customer(w);
    const date = w.t.day(3);
    const { bookingId } = await book(c, { bayId: w.bays[0], date, startTime: '10:00', duration: 1 });
    expect(bookingId).toEqual(expect.any(String));
    const expected = { card_clearing: 3500, 'revenue:booking': -3500 };
    expect(await balances({ orderId: bookingId! })).toEqual(expected);
    expect(await balances({ bookingId: bookingId! })).toEqual(expected);
    expect(await balances({ userId: c.user.id })).toEqual(expected);
    const today = w.t.day(0);
    const day = await balances({ date: today });
    expect(day.card_clearing).toBeGreaterThanOrEqual(3500);
  });

  it('pays with credits, a coupon and a gift card: each source is its own account and every transaction balances', async () => {
    const buyer = await customer(w);
    const code = await buyGiftCard(buyer, 5000);
    expect(code).toEqual(expect.any(String));
    expect(await balances({ userId: buyer.user.id })).toEqual({ card_clearing: 5000, gift_card_sales: -5000 });
    const card = await knex()('ledger_entries').where({ gift_card_code: code, account: 'gift_card_liability' });
    expect(card.map((e) => Number(e.amount))).toEqual([-5000]);

    const c = await customer(w, 2);
    const coupon = await newCoupon(w.t.app.ctx);
    const { bookingId, body } = await book(
      c,
      { bayId: w.bays[1], date: w.t.day(3), startTime: '10:00', duration: 2 },
      { creditsUsed: 1, couponCode: coupon.code, giftCardCode: code! },
    );
    expect(body.status).toBe('completed');
    // 2 h at 35.00: 1 credit pays 35.00, 10 % off the rest is 3.50, the gift card pays 31.50, the card nothing.
    expect(await balances({ orderId: bookingId! })).toEqual({
      'credits:general': 1,
      credits_redeemed: -1,
      'discounts:credits': 3500,
      'discounts:coupon': 350,
      gift_card_liability: 3150,
      'revenue:booking': -7000,
    });
    const liability = await knex()('ledger_entries')
      .where({ gift_card_code: code, account: 'gift_card_liability' })
      .sum({ s: 'amount' });
    expect(Number(liability[0].s)).toBe(-1850);
    const customerCredits = await balances({ userId: c.user.id });
    expect(customerCredits['credits:general']).toBe(-1);
    expect(customerCredits.credits_issued).toBe(2);
  });

  it('refunds a cancellation 24 hours ahead in full, back to the card, from booking refunds', async () => {
    const c = await customer(w);
    const date = w.t.day(4);
    const { bookingId } = await book(c, { bayId: w.bays[2], date, startTime: '11:00', duration: 1 });
    const cancelled = await cancelAhead(w, c, bookingId!, instantOf(w, date, '11:00'), 30);
    expect(cancelled.status).toBe(200);
    expect(await balances({ bookingId: bookingId! })).toEqual({ 'revenue:booking': -3500, 'refunds:booking': 3500 });
  });

  it('records an extension, a membership and a no-show fee as revenue of their kinds', async () => {
    const c = await customer(w, 1);
    const date = w.t.day(5);
    const { bookingId } = await book(c, { bayId: w.bays[3], date, startTime: '09:00', duration: 1 });
    expect((await extend(c, bookingId!, 1)).status).toBe(200);
    const joined = await joinPlan(c, 'member');
    expect(joined.status).toBeLessThan(300);
    // Paid by a credit, so nothing of it is kept when the customer does not come: the fee is charged.
    const byCredit = await book(c, { bayId: w.bays[3], date, startTime: '13:00', duration: 1 }, { creditsUsed: 1 });
    expect((await noShow(w, c, byCredit.bookingId!, instantOf(w, date, '13:00'))).status).toBe(200);
    const mine = await balances({ userId: c.user.id });
    expect(mine).toMatchObject({
      'revenue:booking': -3500 - 2500,
      'discounts:credits': 2500,
      'revenue:extension': -3500,
      'revenue:membership': -4900,
      'revenue:fee': -2000,
      card_clearing: 3500 + 3500 + 4900 + 2000,
    });
    expect(await balances({ bookingId: byCredit.bookingId! })).toMatchObject({ 'revenue:fee': -2000 });
  });

  it('balances every transaction, and the venue reconciles with no difference', async () => {
    const unbalanced = await knex().raw(
      'SELECT txn_id FROM ledger_entries GROUP BY txn_id, unit HAVING sum(amount) <> 0',
    );
    expect(unbalanced.rows).toEqual([]);
    expect(await differencesNow(w)).toEqual([]);
  });
});
