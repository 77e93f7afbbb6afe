import type { AppContext } from '../../app-context';
import { ConflictError } from '../../lib/errors';
import { toE164 } from '../../lib/phone-number';
import { bayNowAndNext } from '../../projections/bay-screens/bay-screens.queries';
import { queueSms } from '../sms';
import { sendSupportMessage } from '../support';

/**
 * "Call staff" on the bay screen: a support message from the bay, in the chat of the customer playing
 * there (staff see it in Messages and answer them), e.g. "Bay 3 needs help". With nobody signed to the
 * bay (between sessions, a guest booking) it is texted to the venue's support phone when one is set.
 */
export async function callStaffFromBay(ctx: AppContext, bay: { id: string; name: string }, deviceId: string) {
  const { current } = await bayNowAndNext(ctx.knex, bay.id, ctx.now());
  const text = `${bay.name} needs help`;
  const metadata = { actor: 'system' as const, bayDeviceId: deviceId };
  const customer = current?.user_id
    ? await ctx.knex('users').where({ id: current.user_id }).first('id', 'first_name', 'last_name', 'phone_number')
    : null;
  if (customer) {
    const { position } = await sendSupportMessage(
      ctx,
      {
        id: customer.id,
        firstName: customer.first_name,
        lastName: customer.last_name,
        phoneNumber: customer.phone_number,
      },
      `${text} (sent from the bay screen)`,
      metadata,
    );
    await ctx.projections.waitFor(position, ['support-messages']);
    return { message: 'Staff have been notified' };
  }
  const forwardTo = ctx.config.SUPPORT_SMS_FORWARD_TO ? toE164(ctx.config.SUPPORT_SMS_FORWARD_TO) : null;
  if (!forwardTo)
    throw new ConflictError('Please use the phone by the door to reach staff.', 'BAY_SESSION.NO_STAFF_CHANNEL');
  await queueSms(
    ctx,
    { to: forwardTo, body: `${text} (no booking on the bay now)`, reason: 'bay_call_staff' },
    metadata,
  );
  return { message: 'Staff have been notified' };
}
