import { customerTypeOf } from './booking-lines';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../eventstore/types';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { toE164 } from '../../lib/phone-number';
import { findUserById } from '../../projections/users';
import type { Buyer } from '../checkout';
import { fulfilledOf } from '../checkout';
import { payOrder } from '../checkout';
import { placeBooking } from './place-booking.command';
import { planBooking } from './plan-booking';

export type DeskCustomer =
  { userId: string } | { guest: { firstName: string; lastName: string; phoneNumber: string; email?: string | null } };

export interface DeskBookingInput {
  customer: DeskCustomer;
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  payment: 'card' | 'credits' | 'venue';
  /** The card form's token, for payment 'card'. */
  sourceId?: string | null;
  idempotencyKey?: string | null;
}

async function buyerFor(ctx: AppContext, customer: DeskCustomer, actor: Actor): Promise<Buyer> {
  if ('userId' in customer) {
    const user = await findUserById(ctx.knex, customer.userId);
    if (!user) throw new NotFoundError('Customer not found', 'USER.NOT_FOUND');
    const { firstName, lastName, email, phoneNumber } = user;
    return {
      userId: user.id,
      actor,
      client: null,
      customer: { firstName, lastName, email, phoneNumber, guest: false },
    };
  }
  const g = customer.guest;
  // Kept as sign-in keeps a phone (E.164), so it shows and is texted like any customer's.
  const phoneNumber = toE164(g.phoneNumber);
  if (!phoneNumber) throw new ValidationError('Please enter a valid phone number.', 'BOOKING.GUEST_PHONE');
  return {
    userId: null,
    actor,
    client: null,
    customer: {
      firstName: g.firstName,
      lastName: g.lastName,
      email: g.email ?? null,
      phoneNumber,
      guest: true,
      walkIn: true,
    },
  };
}

/**
 * A booking an admin makes at the desk for a customer or a walk-in guest. Card and credits go through
 * the paid order (priced on the server, the bay held until paid, released if the card is declined);
 * "paid at the venue" charges nothing and confirms the booking as paid_at_venue. The admin's advance
 * window applies (none), never the customer's; the bay-day rule still refuses an overlap.
 */
export async function deskBooking(ctx: AppContext, input: DeskBookingInput, actor: Actor): Promise<string> {
  const buyer = await buyerFor(ctx, input.customer, actor);
  const line = {
    type: 'booking',
    bayId: input.bayId,
    date: input.date,
    startTime: input.startTime,
    duration: input.duration,
  };
  if (input.payment === 'venue') {
    const now = ctx.now();
    const plan = await planBooking(ctx, { ...line, userId: buyer.userId, ignoreAdvanceWindow: true }, now);
    const c = buyer.customer;
    const { booking, position } = await placeBooking(
      ctx,
      {
        bookingId: randomUUID(),
        userId: buyer.userId,
        bayId: plan.bay.id,
        date: input.date,
        startTime: plan.startTime,
        duration: input.duration,
        quote: plan.quote,
        status: 'confirmed',
        paymentStatus: 'paid_at_venue',
        customerType: customerTypeOf(c),
        guestBooking: c.guest,
        firstName: c.firstName,
        lastName: c.lastName,
        email: c.email,
        phoneNumber: c.phoneNumber,
      },
      { actor },
    );
    await ctx.projections.waitFor(position, ['bookings']);
    return booking.bookingId;
  }
  if (input.payment === 'credits' && !buyer.userId)
    throw new ValidationError(
      'A walk-in guest has no credits. Please choose card or pay at the venue.',
      'BOOKING.GUEST_CREDITS',
    );
  if (input.payment === 'card' && !input.sourceId)
    throw new ValidationError('Payment information is required', 'PAYMENT.SOURCE_REQUIRED');
  const outcome = await payOrder(
    ctx,
    {
      lines: [line],
      creditsUsed: input.payment === 'credits' ? input.duration : 0,
      sourceId: input.payment === 'card' ? input.sourceId : null,
      idempotencyKey: input.idempotencyKey ?? null,
    },
    buyer,
  );
  return fulfilledOf(outcome, 'booking') ?? outcome.orderId;
}
