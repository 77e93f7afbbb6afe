import type { AppContext } from '../../app-context';
import type { Actor } from '../../eventstore/types';
import { CardProviderUnavailableError, type CardProcessor } from '../../integrations/card-processor';
import { AppError } from '../../lib/errors';
import { loadCheckout } from '../checkout';
import { payOrder } from '../checkout';
import { PaymentUnavailableError, refundCard, stableId } from '../payments';
import { recordCardOnFile } from '../payments';
import { queueSms } from '../sms';
import {
  SESSION_LIFETIME_MS,
  systemBuyer,
  TABLE,
  type SessionRow,
  type SessionStatus,
  type SettledSession,
} from './membership-payment-sessions';

/**
 * Asks the provider how the session stands and acts on it: a confirmed card setup is kept on file and
 * pays the first month off-session; a paid hosted page is collected into the order. Safe to call any
 * number of times from anywhere: the order's key charges once, and only one caller moves the status.
 * `notify` texts the customer the outcome (they were not on the page when it settled).
 */
export async function settleMembershipSession(
  ctx: AppContext,
  row: SessionRow,
  options: { actor: Actor; notify?: boolean },
): Promise<SettledSession> {
  if (row.status !== 'open') return answer(row);
  const processor = ctx.payments.processor(row.processor);
  const key = `membership-session-${row.id}`;
  const buyer = { ...systemBuyer(row.user_id), actor: options.actor };
  const order = {
    lines: [{ type: 'membership', planId: row.plan_id }],
    idempotencyKey: key,
    clientAmountCents: row.amount_cents,
  };
  let outcome: { orderId: string };
  try {
    if (row.kind === 'setup') {
      const setup = await processor.cardSetupStatus!(row.provider_ref);
      if (setup.status === 'pending') return expireIfStale(ctx, row, processor, options);
      if (setup.status === 'failed') return finish(ctx, row, 'failed', { failure: setup.reason }, options);
      await recordCardOnFile(ctx, row.user_id, row.processor, setup.card, options.actor);
      outcome = await payOrder(ctx, { ...order, storedCard: { processor: row.processor, ...setup.card } }, buyer);
    } else {
      const checkout = { checkoutId: row.provider_ref, orderId: row.provider_order_id };
      const page = await processor.hostedCheckoutStatus!(checkout);
      if (page.status === 'open') return expireIfStale(ctx, row, processor, options);
      if (page.status === 'canceled')
        return finish(ctx, row, 'failed', { failure: 'The checkout page was closed before it was paid.' }, options);
      try {
        outcome = await payOrder(
          ctx,
          {
            ...order,
            sourceId: row.provider_ref,
            processor: row.processor,
            hosted: { orderId: row.provider_order_id },
          },
          buyer,
        );
      } catch (error) {
        // The buyer paid on the page; an order that never collected it gives the money back here.
        if (error instanceof AppError && error.status < 500) await refundUncollected(ctx, row, key, page);
        throw error;
      }
    }
  } catch (error) {
    if (error instanceof CardProviderUnavailableError || error instanceof PaymentUnavailableError) return answer(row); // unknown for now: the next look settles it
    if (error instanceof AppError && error.code === 'PAYMENT.IN_PROGRESS') return answer(row);
    if (error instanceof AppError && error.status < 500)
      return finish(ctx, row, 'failed', { failure: error.message }, options);
    throw error;
  }
  return finish(ctx, row, 'completed', { order_id: outcome.orderId }, options);
}

async function refundUncollected(
  ctx: AppContext,
  row: SessionRow,
  key: string,
  page: { status: 'paid'; paymentId: string; amountCents: number },
): Promise<void> {
  const state = await loadCheckout(ctx, stableId('checkout', row.user_id, key));
  if (state.charged) return; // the order collected it, and its compensation refunds it
  await refundCard(ctx, {
    processor: row.processor,
    paymentId: page.paymentId,
    amountCents: page.amountCents,
    idempotencyKey: `membership-session-refund-${row.id}`,
    reason: 'Membership could not start',
  });
}

async function expireIfStale(
  ctx: AppContext,
  row: SessionRow,
  processor: CardProcessor,
  options: { actor: Actor; notify?: boolean },
): Promise<SettledSession> {
  if (ctx.now().getTime() - new Date(row.created_at).getTime() < SESSION_LIFETIME_MS) return answer(row);
  if (row.kind === 'hosted') await processor.cancelHostedCheckout?.(row.provider_ref);
  return finish(
    ctx,
    row,
    'expired',
    { failure: 'The payment was not completed in time.' },
    { ...options, notify: false },
  );
}

/** Moves an open session to its outcome; only the caller that moves it texts the customer. */
async function finish(
  ctx: AppContext,
  row: SessionRow,
  status: Exclude<SessionStatus, 'open'>,
  fields: { failure?: string; order_id?: string },
  options: { notify?: boolean },
): Promise<SettledSession> {
  const [moved]: SessionRow[] = await ctx
    .knex(TABLE)
    .where({ id: row.id, status: 'open' })
    .update({ status, settled_at: ctx.now(), failure: fields.failure ?? null, order_id: fields.order_id ?? null })
    .returning('*');
  const now: SessionRow = moved ?? (await ctx.knex(TABLE).where({ id: row.id }).first());
  if (moved && options.notify) await notifyCustomer(ctx, now);
  return answer(now);
}

async function planName(ctx: AppContext, planId: string): Promise<string> {
  const plan = await ctx.knex('membership_plans').where({ id: planId }).first('name');
  return plan?.name ?? 'membership';
}

function answer(row: SessionRow): Promise<SettledSession> | SettledSession {
  const messages: Record<SessionStatus, string> = {
    open: 'Your payment is being processed. You will be notified when your membership starts.',
    completed: 'Your membership is now active.',
    failed: row.failure ?? 'Your membership could not be started.',
    expired: row.failure ?? 'The payment was not completed in time.',
  };
  return { sessionId: row.id, status: row.status, message: messages[row.status], planId: row.plan_id };
}

async function notifyCustomer(ctx: AppContext, row: SessionRow): Promise<void> {
  const user = await ctx.knex('users').where({ id: row.user_id }).first('phone_number');
  if (!user?.phone_number) return;
  const name = await planName(ctx, row.plan_id);
  const body =
    row.status === 'completed'
      ? `${ctx.config.VENUE_NAME}: your ${name} membership is active. Member prices apply to your bookings from now on.`
      : `${ctx.config.VENUE_NAME}: your ${name} membership could not start: ${row.failure ?? 'the payment did not complete'}`;
  await queueSms(ctx, { to: user.phone_number, body, reason: 'membership_payment' }, { actor: 'system' });
}

/**
 * The recurring job: every open session is asked about once (a customer who closed the popup early
 * still gets the membership they paid for, and a text saying so). Safe to run twice at once.
 */
export async function settleOpenMembershipSessions(ctx: AppContext): Promise<Record<SessionStatus, number>> {
  const rows: SessionRow[] = await ctx.knex(TABLE).where({ status: 'open' }).orderBy('created_at').limit(500);
  const report: Record<SessionStatus, number> = { open: 0, completed: 0, failed: 0, expired: 0 };
  for (const row of rows) {
    try {
      report[(await settleMembershipSession(ctx, row, { actor: 'system', notify: true })).status]++;
    } catch (err) {
      ctx.logger.error({ err, sessionId: row.id }, 'membership payment session could not be settled; will try again');
    }
  }
  return report;
}
