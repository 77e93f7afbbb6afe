import type { AppContext } from '../../app-context';
import type { BayExtendAnswer } from '../../contracts/bay-screens/bay-screens';
import { AppError, ConflictError } from '../../lib/errors';
import { siteUrl } from '../../lib/site-url';
import { bayNowAndNext } from '../../projections/bay-screens/bay-screens.queries';
import { payOrder, type Buyer } from '../checkout';
import { queueSms } from '../sms';

/** The customer pays, not the screen: the order is the booking holder's, run by the system. */
const holderBuyer = (userId: string): Buyer => ({
  userId,
  actor: 'system',
  client: null,
  customer: { firstName: null, lastName: null, email: null, phoneNumber: null, guest: false },
});

/** Refusals that are about paying, not about the time: the customer can still pay on their phone. */
const PAY_ON_PHONE: ReadonlySet<string> = new Set([
  'PAYMENT.NO_CARD_ON_FILE',
  'PAYMENT.DECLINED',
  'PAYMENT.AUTHENTICATION_REQUIRED',
  'PAYMENT.REJECTED',
  'PAYMENT.TOO_MANY_DECLINES',
  'PAYMENT.CARD_BLOCKED_DISPUTE',
]);

/**
 * "Extend" on the bay screen: the spec's extension of the bay's current booking, paid through the paid
 * order with the customer's card on file, off-session. One request key (the screen's Idempotency-Key,
 * else the booking's end and the minutes) is one order. When there is no card, it is declined, or the bank wants the customer to
 * approve it, the customer is texted a link to their booking page to extend there.
 */
export async function extendFromBay(
  ctx: AppContext,
  bayId: string,
  minutes: number,
  /** The screen's key for this one request (a double tap sends the same); else the booking's end and the minutes. */
  clientKey: string | null,
): Promise<BayExtendAnswer> {
  const { current } = await bayNowAndNext(ctx.knex, bayId, ctx.now());
  if (!current) throw new ConflictError('Nobody is playing on this bay right now.', 'BAY_SESSION.NONE');
  if (!current.user_id)
    throw new ConflictError('Please ask staff to extend a guest booking.', 'BAY_SESSION.GUEST_BOOKING');
  const endsAt = new Date(current.ends_at).toISOString();
  try {
    await payOrder(
      ctx,
      {
        lines: [{ type: 'extension', bookingId: current.id, hours: minutes / 60 } as { type: string }],
        useCardOnFile: true,
        idempotencyKey: `bay-extend-${current.id}-${clientKey ?? `${endsAt}-${minutes}`}`,
      },
      holderBuyer(current.user_id),
    );
  } catch (error) {
    const payable = error instanceof AppError && (PAY_ON_PHONE.has(error.code) || error.status === 402);
    if (!payable || !current.phone_number) throw error;
    const link = siteUrl(ctx, '/my-account');
    await queueSms(ctx, {
      to: current.phone_number,
      body: `Want more time in the bay? Extend your booking here: ${link}`,
      reason: 'bay_extension_link',
    });
    return { outcome: 'texted', message: 'We texted a link to your phone', endsAt };
  }
  const after = await ctx.knex('bookings').where({ id: current.id }).first('ends_at');
  return {
    outcome: 'extended',
    message: `Extended by ${minutes} minutes`,
    endsAt: new Date(after?.ends_at ?? endsAt).toISOString(),
  };
}
