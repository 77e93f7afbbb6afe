import type { AppContext } from '../../app-context';
import { bookingLineInput, extensionLineInput } from '../../contracts/checkout';
import { BookingError } from '../../domain/booking-errors';
import type { Quote } from '../../domain/catalog';
import { formatVenueSlot } from '../../domain/catalog';
import type { CheckoutPlan } from '../../domain/checkout';
import { AppError } from '../../lib/errors';
import { toDecimalString } from '../../lib/money';
import { bookingById } from '../../projections/bookings/bookings.queries';
import { stableId } from '../../lib/stable-id';
import { lineData, type Buyer, type LinePayment, type OrderLineType } from '../checkout';
import { confirmBooking, releaseBooking } from './booking-lifecycle.command';
import { checkExtension, extendBooking } from './extend-booking.command';
import { runBayDay } from './bay-day-streams';
import { placeBooking } from './place-booking.command';
import { planBooking } from './plan-booking';
import type { z } from 'zod';

interface BookingLineData {
  bookingId: string;
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  quote: Quote;
  customer: Buyer['customer'];
  payment?: { creditsUsed?: number; coupon?: CheckoutPlan['coupon']; giftCard?: CheckoutPlan['giftCard'] };
  /** A hold on the slot the booking takes over (a line that sells a waitlist offer's held slot). */
  takesHold?: string | null;
}

const paymentIds = (payment: LinePayment) => ({
  squarePaymentId: payment.processor === 'square' ? payment.paymentId : null,
  stripePaymentIntentId: payment.processor === 'stripe' ? payment.paymentId : null,
});

/** The order's first booking takes the order's id, so a booking and the order that sold it share one id. */
const bookingIdFor = (orderId: string, index: number) =>
  index === 0 ? orderId : stableId(orderId, 'booking', String(index));

/** A bay booking: held as a pending booking (the slot is taken), confirmed once paid, released if not. */
export const bookingLine: OrderLineType<z.infer<typeof bookingLineInput>> = {
  type: 'booking',
  input: bookingLineInput,
  readModels: ['bookings'],
  async price(ctx, input, buyer, orderId, index) {
    // An admin booking at the desk may go past the customer's advance window.
    const admin = buyer.actor !== 'system' && buyer.actor.role === 'admin';
    const plan = await planBooking(
      ctx,
      {
        ...input,
        userId: buyer.userId,
        joiningPlanId: buyer.joiningPlanId ?? null,
        ignoreAdvanceWindow: admin,
        accountCheck: buyer.quoting ? 'quote' : 'new-booking',
      },
      ctx.now(),
    );
    const data: BookingLineData = {
      bookingId: bookingIdFor(orderId, index),
      bayId: plan.bay.id,
      date: input.date,
      startTime: plan.startTime,
      duration: input.duration,
      quote: plan.quote,
      customer: buyer.customer,
    };
    return {
      type: 'booking',
      label: `${plan.bay.name}, ${formatVenueSlot(input.date, plan.startTime, plan.endTime)}`,
      amountCents: plan.quote.totalCents,
      data: { ...data },
      creditHours: input.duration,
      couponEligible: true,
      chargeMetadata: {},
    };
  },
  async hold(ctx, line, run) {
    const d = lineData<BookingLineData>(line);
    const payment = d.payment ?? {};
    await placeBooking(
      ctx,
      {
        bookingId: d.bookingId,
        userId: run.userId,
        bayId: d.bayId,
        date: d.date,
        startTime: d.startTime,
        duration: d.duration,
        quote: d.quote,
        status: 'pending',
        paymentStatus: 'pending',
        creditsUsed: payment.creditsUsed ?? 0,
        appliedGiftCard: payment.giftCard
          ? { code: payment.giftCard.code, amountToUse: toDecimalString(payment.giftCard.amountCents) }
          : null,
        appliedCoupon: payment.coupon
          ? {
              id: payment.coupon.couponId,
              code: payment.coupon.code,
              discountAmount: toDecimalString(payment.coupon.discountCents),
            }
          : null,
        couponId: payment.coupon?.couponId ?? null,
        customerType: customerTypeOf(d.customer),
        guestBooking: d.customer.guest,
        firstName: d.customer.firstName,
        lastName: d.customer.lastName,
        email: d.customer.email,
        phoneNumber: d.customer.phoneNumber,
        takesHold: d.takesHold ?? null,
      },
      { actor: run.actor },
    );
    return d.bookingId;
  },
  async fulfil(ctx, line, run, payment) {
    const d = lineData<BookingLineData>(line);
    const { position } = await confirmBooking(
      ctx,
      { bookingId: d.bookingId, bayId: d.bayId, date: d.date },
      { paymentStatus: 'paid', ...paymentIds(payment) },
      { actor: run.actor },
    );
    return { reference: d.bookingId, position };
  },
  async undo(ctx, line, run, reason) {
    const d = lineData<BookingLineData>(line);
    await releaseBooking(ctx, { bookingId: d.bookingId, bayId: d.bayId, date: d.date }, reason, {
      actor: run.actor,
    }).catch((error) => {
      if (!(error instanceof AppError && error.code === 'BOOKING.NOT_FOUND')) throw error;
    });
  },
};

interface ExtensionLineData {
  bookingId: string;
  additionalHours: number;
  /** Where the time is held before the charge: the bay, the booking's date and any date it runs into. */
  bayId?: string;
  date?: string;
  holdDates?: string[];
  currentEndsAt?: string;
  newEndsAt?: string;
}

/** The hold of an extension is keyed by its order: one order, one hold, released by undo or taken over when paid. */
async function eachHoldDate(d: ExtensionLineData, step: (bayId: string, date: string) => Promise<unknown>) {
  if (!d.bayId || !d.date) return;
  for (const date of d.holdDates ?? [d.date]) await step(d.bayId, date);
}

/**
 * More time on a confirmed booking: checked when priced, then the time is held (so ten payments for
 * the same hour cannot all be charged), then charged, then the booking takes the held time over.
 */
export const extensionLine: OrderLineType<z.infer<typeof extensionLineInput>> = {
  type: 'extension',
  input: extensionLineInput,
  readModels: ['bookings'],
  async price(ctx: AppContext, input, buyer) {
    const booking = await bookingById(ctx, input.bookingId);
    if (!booking) throw new BookingError('BOOKING.NOT_FOUND');
    const admin = buyer.actor !== 'system' && buyer.actor.role === 'admin';
    if (booking.userId !== buyer.userId && !admin) throw new BookingError('BOOKING.FORBIDDEN');
    const quote = await checkExtension(ctx, input.bookingId, input.hours);
    const data: ExtensionLineData = {
      bookingId: input.bookingId,
      additionalHours: input.hours,
      bayId: booking.bayId,
      date: booking.date,
      holdDates: [booking.date, ...quote.spillDates],
      currentEndsAt: quote.currentEndsAt,
      newEndsAt: quote.newEndsAt,
    };
    return {
      type: 'extension',
      label: `Extension of ${input.hours} ${input.hours === 1 ? 'hour' : 'hours'}`,
      amountCents: quote.extensionCostCents,
      data: { ...data },
      creditHours: 0,
      couponEligible: false,
      chargeMetadata: { extendsBookingId: input.bookingId },
    };
  },
  async hold(ctx, line, run) {
    const d = lineData<ExtensionLineData>(line);
    if (!d.currentEndsAt || !d.newEndsAt || !d.date) return null;
    const hold = { bookingId: run.orderId, sourceDate: d.date, startsAt: d.currentEndsAt, endsAt: d.newEndsAt };
    try {
      await eachHoldDate(d, (bayId, date) =>
        runBayDay(
          ctx,
          bayId,
          date,
          { type: 'HoldBayTime', hold: { ...hold, bayId, date }, adjoins: d.bookingId, now: ctx.now() },
          {
            actor: run.actor,
          },
        ),
      );
    } catch (error) {
      // Another extension or booking took the time first: say so in the extension's words.
      if (error instanceof AppError && error.code === 'BOOKING.SLOT_UNAVAILABLE')
        throw new BookingError('BOOKING.EXTENSION_UNAVAILABLE');
      throw error;
    }
    return d.bookingId;
  },
  async undo(ctx, line, run) {
    await eachHoldDate(lineData<ExtensionLineData>(line), (bayId, date) =>
      runBayDay(ctx, bayId, date, { type: 'ReleaseBayTime', bookingId: run.orderId }, { actor: run.actor }),
    );
  },
  async fulfil(ctx, line, run, payment) {
    const d = lineData<ExtensionLineData>(line);
    const { position } = await extendBooking(
      ctx,
      d.bookingId,
      {
        additionalHours: d.additionalHours,
        paymentStatus: 'paid',
        ...paymentIds(payment),
        extensionId: run.orderId,
        holdId: d.newEndsAt ? run.orderId : null,
      },
      { actor: run.actor },
    );
    return { reference: d.bookingId, position };
  },
};

/**
 * The booking's customer type: an account's booking is a member's; a guest is an online guest (a phone
 * typed in the browser) or a walk-in booked at the desk (a phone the staff took in person).
 */
export function customerTypeOf(customer: Buyer['customer']): 'member' | 'guest' | 'walk_in' {
  if (!customer.guest) return 'member';
  return customer.walkIn ? 'walk_in' : 'guest';
}
