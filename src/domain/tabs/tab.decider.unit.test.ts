import { DeciderSpecification } from '../../../test/harness/decider-specification';
import { tabDecider, type TabCommand } from './tab.decider';
import { menuItemDecider } from './menu-item.decider';

const bookingId = '6f1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a10';
const beer = {
  menuItemId: '0b6f3c2e-1111-4c55-9f0b-1d1f1e3c2a10',
  name: 'IPA',
  category: 'beer',
  priceCents: 750,
  active: true,
};
const now = new Date('2026-12-03T23:30:00Z');
const customer = { userId: 'user-1', role: 'customer' as const };
const add = (over: Partial<Extract<TabCommand, { type: 'AddItem' }>> = {}): TabCommand => ({
  type: 'AddItem',
  bookingId,
  userId: 'user-1',
  itemLineId: '9a1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a11',
  item: beer,
  quantity: 2,
  addedBy: customer,
  now,
  ...over,
});
const given = DeciderSpecification.for(tabDecider);
const open = given([]).when(add()).stream();
const charged = given(open)
  .when({ type: 'RecordCharged', orderId: 'order-1', processor: 'square', paymentId: 'pay-1', now })
  .stream();
const settled = given(open).when({ type: 'SettleAtDesk', method: 'cash', now }).stream();

describe('a bar tab', () => {
  it('opens with the first item at the server price, the quantity times the unit price', () => {
    given([])
      .when(add())
      .then({
        type: 'TabItemAdded',
        data: {
          bookingId,
          userId: 'user-1',
          itemLineId: '9a1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a11',
          menuItemId: beer.menuItemId,
          name: 'IPA',
          category: 'beer',
          unitPriceCents: 750,
          quantity: 2,
          addedBy: customer,
          at: now.toISOString(),
        },
      });
    expect(given(open).state()).toMatchObject({ status: 'open', totalCents: 1500 });
  });

  it('refuses an item off the menu and a quantity outside 1 to 50', () => {
    given([])
      .when(add({ item: { ...beer, active: false } }))
      .thenThrows('IPA is not on the menu right now.');
    given([])
      .when(add({ quantity: 0 }))
      .thenThrows('Quantity must be a whole number from 1 to 50.');
    given([])
      .when(add({ quantity: 1.5 }))
      .thenThrows('Quantity must be a whole number');
    given([])
      .when(add({ quantity: 51 }))
      .thenThrows('from 1 to 50');
  });

  it('is charged once for its total; a second charge or a late refusal changes nothing', () => {
    given(open)
      .when({ type: 'RecordCharged', orderId: 'order-1', processor: 'square', paymentId: 'pay-1', now })
      .then({
        type: 'TabCharged',
        data: {
          bookingId,
          userId: 'user-1',
          amountCents: 1500,
          orderId: 'order-1',
          processor: 'square',
          paymentId: 'pay-1',
          at: now.toISOString(),
        },
      });
    given(charged)
      .when({ type: 'RecordCharged', orderId: 'order-1', processor: 'square', paymentId: 'pay-1', now })
      .thenNothingHappened();
    given(charged).when({ type: 'RecordChargeFailed', code: 'X', reason: 'x', now }).thenNothingHappened();
  });

  it('takes nothing more once charged or settled', () => {
    given(charged).when(add()).thenThrows('already been charged');
    given(settled).when(add()).thenThrows('already been settled at the desk');
  });

  it('becomes unpaid when the card refuses it (once), and can then be settled at the desk or charged again', () => {
    const refused = given(open).when({ type: 'RecordChargeFailed', code: 'PAYMENT.DECLINED', reason: 'Declined', now });
    const unpaid = refused.stream();
    expect(given(unpaid).state()).toMatchObject({ status: 'unpaid', failures: 1 });
    given(unpaid)
      .when({ type: 'RecordChargeFailed', code: 'PAYMENT.DECLINED', reason: 'Declined', now })
      .thenNothingHappened();
    given(unpaid).when(add()).thenThrows('waiting to be paid');
    given(unpaid)
      .when({ type: 'SettleAtDesk', method: 'card_present', now })
      .then({
        type: 'TabSettledAtDesk',
        data: { bookingId, userId: 'user-1', amountCents: 1500, method: 'card_present', at: now.toISOString() },
      });
    expect(
      given(unpaid)
        .when({ type: 'RecordCharged', orderId: 'o-2', processor: 'stripe', paymentId: 'p-2', now })
        .decided(),
    ).toHaveLength(1);
  });

  it('waits on the customer when the bank wants the payment approved', () => {
    const asked = given(open)
      .when({
        type: 'RecordChargeFailed',
        code: 'PAYMENT.AUTHENTICATION_REQUIRED',
        reason: 'Approve',
        approvalId: '2b1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a10',
        now,
      })
      .stream();
    expect(given(asked).state().status).toBe('needs_approval');
  });

  it('is settled at the desk once', () => {
    given(settled).when({ type: 'SettleAtDesk', method: 'cash', now }).thenThrows('already been paid');
    given([]).when({ type: 'SettleAtDesk', method: 'cash', now }).thenThrows('no tab');
  });

  it('gives a line back the way the tab was paid, once', () => {
    const line = '9a1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a11';
    given(charged)
      .when({ type: 'RefundLine', itemLineId: line, reason: 'Spilled', refundId: 'refund-1', now })
      .then({
        type: 'TabLineRefunded',
        data: {
          bookingId,
          userId: 'user-1',
          itemLineId: line,
          amountCents: 1500,
          via: 'card',
          orderId: 'order-1',
          refundId: 'refund-1',
          method: null,
          reason: 'Spilled',
          at: now.toISOString(),
        },
      });
    const desk = given(settled).when({ type: 'RefundLine', itemLineId: line, reason: 'Spilled', refundId: null, now });
    expect(desk.decided()[0].data).toMatchObject({ via: 'desk', method: 'cash', orderId: null, amountCents: 1500 });
    given(desk.stream())
      .when({ type: 'RefundLine', itemLineId: line, reason: 'again', refundId: null, now })
      .thenNothingHappened();
    given(open)
      .when({ type: 'RefundLine', itemLineId: line, reason: 'x', refundId: null, now })
      .thenThrows('Only a paid tab can be refunded');
    given(charged)
      .when({ type: 'RefundLine', itemLineId: bookingId, reason: 'x', refundId: null, now })
      .thenThrows('not on this tab');
  });
});

describe('a menu item', () => {
  const facts = {
    menuItemId: beer.menuItemId,
    name: 'IPA',
    category: 'beer' as const,
    priceCents: 750,
    active: true,
    sortOrder: 0,
  };
  const menu = DeciderSpecification.for(menuItemDecider);
  const listed = menu([])
    .when({ type: 'SaveMenuItem', create: true, now, ...facts })
    .stream();

  it('is added once, changed only when something changed, removed once', () => {
    expect(listed).toHaveLength(1);
    menu(listed)
      .when({ type: 'SaveMenuItem', create: true, now, ...facts })
      .thenNothingHappened();
    menu(listed)
      .when({ type: 'SaveMenuItem', create: false, now, ...facts })
      .thenNothingHappened();
    menu(listed)
      .when({ type: 'SaveMenuItem', create: false, now, ...facts, priceCents: 800 })
      .then({ type: 'MenuItemChanged', data: { ...facts, priceCents: 800, at: now.toISOString() } });
    const removed = menu(listed).when({ type: 'RemoveMenuItem', now }).stream();
    menu(removed).when({ type: 'RemoveMenuItem', now }).thenThrows('Menu item not found');
    menu([])
      .when({ type: 'SaveMenuItem', create: false, now, ...facts })
      .thenThrows('Menu item not found');
  });
});

describe('a tab charged again after a refusal', () => {
  it('records each attempt’s refusal once', () => {
    const unpaid = given(open)
      .when({ type: 'RecordChargeFailed', code: 'PAYMENT.DECLINED', reason: 'Declined', attempt: 0, now })
      .stream();
    given(unpaid)
      .when({ type: 'RecordChargeFailed', code: 'PAYMENT.DECLINED', reason: 'Declined', attempt: 0, now })
      .thenNothingHappened();
    const again = given(unpaid)
      .when({ type: 'RecordChargeFailed', code: 'PAYMENT.DECLINED', reason: 'Declined', attempt: 1, now })
      .stream();
    expect(given(again).state()).toMatchObject({ status: 'unpaid', failures: 2 });
  });
});
