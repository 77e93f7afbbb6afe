import type { Actor } from '../../eventstore/types';
import { AppError } from '../../lib/errors';
import type { Decider } from '../decider';
import type { DeskMethod, TabEvent } from './tabs.events';

export const MAX_QUANTITY = 50;

/** A tab's refusal: a code and a message the caller shows as they are. */
export class TabError extends AppError {
  constructor(code: string, message: string, status = 409) {
    super(code, message, status);
  }
}

export interface TabLine {
  itemLineId: string;
  menuItemId: string;
  name: string;
  category: string;
  unitPriceCents: number;
  quantity: number;
  amountCents: number;
  refundedCents: number;
}

export type TabStatus = 'none' | 'open' | 'charged' | 'settled' | 'unpaid' | 'needs_approval';

export type TabPayment =
  | { via: 'card'; orderId: string; processor: 'square' | 'stripe' | null; paymentId: string | null }
  | { via: 'desk'; method: DeskMethod };

export interface TabState {
  status: TabStatus;
  bookingId: string | null;
  userId: string | null;
  lines: TabLine[];
  totalCents: number;
  /** Charges refused so far: each new attempt at the card is a new paid order (its own key). */
  failures: number;
  payment: TabPayment | null;
}

export const initialTabState = (): TabState => ({
  status: 'none',
  bookingId: null,
  userId: null,
  lines: [],
  totalCents: 0,
  failures: 0,
  payment: null,
});

export interface MenuItemForTab {
  menuItemId: string;
  name: string;
  category: string;
  priceCents: number;
  active: boolean;
}

export type TabCommand =
  | {
      type: 'AddItem';
      bookingId: string;
      userId: string | null;
      itemLineId: string;
      item: MenuItemForTab;
      quantity: number;
      addedBy: Actor;
      now: Date;
    }
  | {
      type: 'RecordCharged';
      orderId: string;
      /** What the order took (the tab's total when it was priced); the tab's total when left out. */
      amountCents?: number;
      processor: 'square' | 'stripe' | null;
      paymentId: string | null;
      now: Date;
    }
  | {
      type: 'RecordChargeFailed';
      code: string;
      reason: string;
      approvalId?: string | null;
      /** The attempt refused (the failures before it): a retry of an unpaid tab records its own refusal, once. */
      attempt?: number;
      now: Date;
    }
  | { type: 'SettleAtDesk'; method: DeskMethod; now: Date }
  | {
      type: 'RefundLine';
      itemLineId: string;
      reason: string;
      /** The card refund made (card-paid tabs), or null for money given back at the desk. */
      refundId: string | null;
      now: Date;
    };

/** Still owed: open (running), unpaid (the card refused) or waiting on the customer's bank. */
export const isOwed = (s: TabState) => s.status === 'open' || s.status === 'unpaid' || s.status === 'needs_approval';
export const isPaid = (s: TabState) => s.status === 'charged' || s.status === 'settled';

export function evolveTab(state: TabState, event: TabEvent): TabState {
  switch (event.type) {
    case 'TabItemAdded': {
      const d = event.data;
      const amountCents = d.unitPriceCents * d.quantity;
      return {
        ...state,
        status: state.status === 'none' ? 'open' : state.status,
        bookingId: d.bookingId,
        userId: d.userId,
        lines: [
          ...state.lines,
          {
            itemLineId: d.itemLineId,
            menuItemId: d.menuItemId,
            name: d.name,
            category: d.category,
            unitPriceCents: d.unitPriceCents,
            quantity: d.quantity,
            amountCents,
            refundedCents: 0,
          },
        ],
        totalCents: state.totalCents + amountCents,
      };
    }
    case 'TabCharged': {
      const d = event.data;
      return {
        ...state,
        status: 'charged',
        payment: { via: 'card', orderId: d.orderId, processor: d.processor, paymentId: d.paymentId },
      };
    }
    case 'TabChargeFailed':
      return {
        ...state,
        status: event.data.approvalId ? 'needs_approval' : 'unpaid',
        failures: state.failures + 1,
      };
    case 'TabSettledAtDesk':
      return { ...state, status: 'settled', payment: { via: 'desk', method: event.data.method } };
    case 'TabLineRefunded': {
      const d = event.data;
      return {
        ...state,
        lines: state.lines.map((l) =>
          l.itemLineId === d.itemLineId ? { ...l, refundedCents: l.refundedCents + d.amountCents } : l,
        ),
      };
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
}

const CLOSED: Record<string, string> = {
  charged: 'This tab has already been charged; nothing more can be added.',
  settled: 'This tab has already been settled at the desk; nothing more can be added.',
  unpaid: 'This tab is closed and waiting to be paid; nothing more can be added.',
  needs_approval: 'This tab is closed and waiting to be paid; nothing more can be added.',
};

/**
 * A booking's bar tab: items are added while it is open, at the menu's price of the moment; it is paid
 * once (the card on file, or at the desk), and each line can be given back once, the way it was paid.
 * Recording an outcome twice (a job run twice) changes nothing; money that moved is always recorded.
 */
export function decideTab(command: TabCommand, state: TabState): TabEvent[] {
  const at = command.now.toISOString();
  const facts = { bookingId: state.bookingId!, userId: state.userId };
  switch (command.type) {
    case 'AddItem': {
      if (state.status !== 'none' && state.status !== 'open') throw new TabError('TAB.CLOSED', CLOSED[state.status]);
      if (!Number.isInteger(command.quantity) || command.quantity < 1 || command.quantity > MAX_QUANTITY)
        throw new TabError('TAB.BAD_QUANTITY', `Quantity must be a whole number from 1 to ${MAX_QUANTITY}.`, 400);
      if (!command.item.active)
        throw new TabError('TAB.ITEM_INACTIVE', `${command.item.name} is not on the menu right now.`);
      return [
        {
          type: 'TabItemAdded',
          data: {
            bookingId: command.bookingId,
            userId: command.userId,
            itemLineId: command.itemLineId,
            menuItemId: command.item.menuItemId,
            name: command.item.name,
            category: command.item.category,
            unitPriceCents: command.item.priceCents,
            quantity: command.quantity,
            addedBy: command.addedBy,
            at,
          },
        },
      ];
    }
    case 'RecordCharged':
      // Money that moved is the truth: a charge is recorded over a refusal recorded before it, never twice.
      if (!isOwed(state)) return [];
      return [
        {
          type: 'TabCharged',
          data: {
            ...facts,
            amountCents: command.amountCents ?? state.totalCents,
            orderId: command.orderId,
            processor: command.processor,
            paymentId: command.paymentId,
            at,
          },
        },
      ];
    case 'RecordChargeFailed':
      if (
        command.attempt === undefined ? state.status !== 'open' : !isOwed(state) || state.failures !== command.attempt
      )
        return [];
      return [
        {
          type: 'TabChargeFailed',
          data: {
            ...facts,
            amountCents: state.totalCents,
            code: command.code,
            reason: command.reason,
            approvalId: command.approvalId ?? null,
            at,
          },
        },
      ];
    case 'SettleAtDesk':
      if (state.status === 'none') throw new TabError('TAB.EMPTY', 'This booking has no tab to settle.', 404);
      if (isPaid(state)) throw new TabError('TAB.ALREADY_PAID', 'This tab has already been paid.');
      return [
        { type: 'TabSettledAtDesk', data: { ...facts, amountCents: state.totalCents, method: command.method, at } },
      ];
    case 'RefundLine': {
      const line = state.lines.find((l) => l.itemLineId === command.itemLineId);
      if (!line) throw new TabError('TAB.LINE_NOT_FOUND', 'That line is not on this tab.', 404);
      if (!isPaid(state) || !state.payment)
        throw new TabError('TAB.NOT_PAID', 'Only a paid tab can be refunded; an unpaid line is simply not charged.');
      if (line.refundedCents >= line.amountCents) return [];
      const payment = state.payment;
      return [
        {
          type: 'TabLineRefunded',
          data: {
            ...facts,
            itemLineId: line.itemLineId,
            amountCents: line.amountCents - line.refundedCents,
            via: payment.via,
            orderId: payment.via === 'card' ? payment.orderId : null,
            refundId: command.refundId,
            method: payment.via === 'desk' ? payment.method : null,
            reason: command.reason,
            at,
          },
        },
      ];
    }
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
}

export const tabDecider: Decider<TabState, TabCommand, TabEvent> = {
  initialState: initialTabState,
  evolve: evolveTab,
  decide: decideTab,
};
