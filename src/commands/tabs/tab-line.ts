import { z } from 'zod';
import { ForbiddenError } from '../../lib/errors';
import { TabError, isOwed } from '../../domain/tabs/tab.decider';
import { lineData, type OrderLineType } from '../checkout';
import { settleApproval } from '../payments';
import { tabSubject } from './close-tab';
import { loadTab, runTab } from './tab.commands';

const tabLineInput = z.object({ type: z.literal('bar-tab'), bookingId: z.string().min(1) });

/**
 * A booking's bar tab, sold only by the venue (the close job, staff's "Charge card now", the customer's
 * bank approval): priced from the tab's own lines (never a caller's number), paid with the card on
 * file, fulfilled by recording the charge on the tab.
 */
export const barTabLine: OrderLineType<z.infer<typeof tabLineInput>> = {
  type: 'bar-tab',
  input: tabLineInput,
  readModels: ['tabs'],
  async price(ctx, input, buyer) {
    if (buyer.actor !== 'system') throw new ForbiddenError('Bar tabs are charged by the venue.', 'TAB.FORBIDDEN');
    const tab = await loadTab(ctx, input.bookingId);
    if (!isOwed(tab) || tab.userId !== buyer.userId || tab.totalCents <= 0)
      throw new TabError('TAB.NOT_OWED', 'This booking has no tab to pay.');
    return {
      type: 'bar-tab',
      label: `Bar tab (${tab.lines.length} ${tab.lines.length === 1 ? 'item' : 'items'})`,
      amountCents: tab.totalCents,
      data: { bookingId: input.bookingId },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { tabForBooking: input.bookingId },
    };
  },
  async fulfil(ctx, line, run, payment) {
    const { bookingId } = lineData<{ bookingId: string }>(line);
    const recorded = await runTab(
      ctx,
      bookingId,
      {
        type: 'RecordCharged',
        orderId: run.orderId,
        amountCents: line.amountCents,
        processor: payment.processor,
        paymentId: payment.paymentId,
        now: ctx.now(),
      },
      { actor: run.actor },
    );
    // Paid: the customer's approval with their bank, if they were asked for it, is no longer waited on.
    await settleApproval(ctx, tabSubject(bookingId), {
      outcome: 'paid',
      orderId: run.orderId,
      note: 'The tab was paid.',
    });
    return { reference: bookingId, position: recorded.position };
  },
};
