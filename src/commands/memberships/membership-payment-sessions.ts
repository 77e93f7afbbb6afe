import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import type { Actor } from '../../eventstore/types';
import {
  CardProviderRejectedError,
  CardProviderUnavailableError,
  type CardProcessor,
  type ProcessorName,
} from '../../integrations/card-processor';
import { AppError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { toDecimalString } from '../../lib/money';
import { cardOnFile } from '../../projections/payments/stored-cards.queries';
import { loadCheckout } from '../checkout/checkout-log';
import type { Buyer } from '../checkout/order-line-type';
import { quoteOrder } from '../checkout/quote-order';
import { payOrder } from '../checkout/run-order.command';
import { PaymentUnavailableError, refundCard, stableId } from '../payments/charge-card';
import { recordCardOnFile } from '../payments/cards-on-file.commands';
import { queueSms } from '../sms/queue-sms.command';
import type { MembershipPlan } from '../../domain/memberships/membership.events';

/**
 * A membership paid away from the card form: Stripe's in-page card setup (the bank's 3-D Secure
 * challenge included), or a hosted checkout page in a popup (Square's payment link). The session is
 * the pending half; once the provider confirms, the first month is a paid order like any other and
 * the membership starts from it. Whoever sees the confirmation first settles it (the return page, the
 * popup's opener, or the recurring job); the order's key makes that happen once.
 */

export type SessionKind = 'setup' | 'hosted';
export type SessionStatus = 'open' | 'completed' | 'failed' | 'expired';

interface SessionRow {
  id: string;
  user_id: string;
  plan_id: string;
  kind: SessionKind;
  processor: ProcessorName;
  provider_ref: string;
  provider_order_id: string | null;
  customer_id: string | null;
  client_secret: string | null;
  checkout_url: string | null;
  amount_cents: number;
  status: SessionStatus;
  failure: string | null;
  order_id: string | null;
  created_at: Date;
}

export interface OpenedSession {
  sessionId: string;
  kind: SessionKind;
  processor: ProcessorName;
  clientSecret: string | null;
  checkoutUrl: string | null;
  amountCents: number;
  /** Where the provider sends the buyer back (the in-page setup's return_url; the hosted page's redirect). */
  returnUrl: string;
}

export interface SettledSession {
  sessionId: string;
  status: SessionStatus;
  message: string;
  planId: string;
}

/** A session the buyer leaves unpaid this long is closed (a hosted page is taken down). */
export const SESSION_LIFETIME_MS = 24 * 60 * 60_000;
/** An open session for the same plan this recent is answered again instead of opening another. */
const REUSE_WITHIN_MS = 30 * 60_000;
/** Open sessions an account may start in an hour (each one is a call to the card provider). */
const SESSIONS_PER_HOUR = 10;

const TABLE = 'membership_payment_sessions';

export function systemBuyer(userId: string): Buyer {
  return {
    userId,
    actor: 'system',
    client: null,
    customer: { firstName: null, lastName: null, email: null, phoneNumber: null, guest: false },
  };
}

/** Which way the processor takes a membership without a card token: Stripe sets the card up in the page, Square hosts a page. */
export function sessionKindFor(processor: CardProcessor): SessionKind | null {
  if (processor.name === 'stripe' && processor.createCardSetup) return 'setup';
  if (processor.createHostedCheckout) return 'hosted';
  return null;
}

/**
 * Opens (or answers again) the session that pays the plan's first month: the server prices it (the
 * same quote the paid order will charge), then asks the provider for a card setup or a hosted page.
 */
export async function openMembershipSession(
  ctx: AppContext,
  args: { plan: MembershipPlan; buyer: Buyer; origin: string },
): Promise<OpenedSession> {
  const userId = args.buyer.userId!;
  const processorName = await ctx.payments.activeProcessorName();
  const processor = ctx.payments.processor(processorName);
  const kind = sessionKindFor(processor);
  if (!kind) throw new AppError('PAYMENT.REQUIRED', 'Payment information is required', 400);
  const quote = await quoteOrder(ctx, { lines: [{ type: 'membership', planId: args.plan.planId }] }, args.buyer);
  const now = ctx.now();
  const recent: SessionRow | undefined = await ctx
    .knex(TABLE)
    .where({ user_id: userId, plan_id: args.plan.planId, kind, processor: processorName, status: 'open' })
    .andWhere('amount_cents', quote.cardAmountCents)
    .andWhere('created_at', '>', new Date(now.getTime() - REUSE_WITHIN_MS))
    .orderBy('created_at', 'desc')
    .first();
  if (recent) return opened(recent, args.origin);
  const [{ count }] = await ctx
    .knex(TABLE)
    .where({ user_id: userId })
    .andWhere('created_at', '>', new Date(now.getTime() - 60 * 60_000))
    .count<{ count: string }[]>('id as count');
  if (Number(count) >= SESSIONS_PER_HOUR)
    throw new TooManyRequestsError(
      'Too many payment attempts. Please wait a few minutes and try again.',
      'MEMBERSHIP.TOO_MANY_SESSIONS',
      3600,
    );

  const id = randomUUID();
  const returnUrl = `${args.origin}/membership-success?session=${id}`;
  const row: Partial<SessionRow> = {
    id,
    user_id: userId,
    plan_id: args.plan.planId,
    kind,
    processor: processorName,
    amount_cents: quote.cardAmountCents,
    status: 'open',
    created_at: now,
  };
  try {
    if (kind === 'setup') {
      const card = await cardOnFile(ctx.knex, userId);
      const setup = await processor.createCardSetup!({
        userId,
        customerId: card?.processor === processorName ? card.customerId : null,
        idempotencyKey: `membership-setup-${id}`,
        metadata: { userId, planId: args.plan.planId, sessionId: id },
      });
      Object.assign(row, {
        provider_ref: setup.setupId,
        customer_id: setup.customerId,
        client_secret: setup.clientSecret,
      });
    } else {
      const page = await processor.createHostedCheckout!({
        amountCents: quote.cardAmountCents,
        name: `${args.plan.name} membership - first month`,
        note: `${args.plan.name} membership, first month (then $${toDecimalString(quote.cardAmountCents)} monthly)`,
        idempotencyKey: `membership-checkout-${id}`,
        redirectUrl: returnUrl,
      });
      Object.assign(row, { provider_ref: page.checkoutId, provider_order_id: page.orderId, checkout_url: page.url });
    }
  } catch (error) {
    if (error instanceof CardProviderUnavailableError) throw new PaymentUnavailableError();
    if (error instanceof CardProviderRejectedError)
      throw new AppError('PAYMENT.REJECTED', 'Payment processing failed. Please try again.', 502);
    throw error;
  }
  await ctx.knex(TABLE).insert(row);
  return opened(row as SessionRow, args.origin);
}

function opened(row: SessionRow, origin: string): OpenedSession {
  return {
    sessionId: row.id,
    kind: row.kind,
    processor: row.processor,
    clientSecret: row.client_secret ?? null,
    checkoutUrl: row.checkout_url ?? null,
    amountCents: row.amount_cents,
    returnUrl: `${origin}/membership-success?session=${row.id}`,
  };
}

/** The session of this account (an admin may read anyone's); 404 otherwise. */
export async function sessionFor(
  ctx: AppContext,
  sessionId: string,
  user: { id: string; isAdmin: boolean },
): Promise<SessionRow> {
  const row: SessionRow | undefined = /^[0-9a-f-]{36}$/i.test(sessionId)
    ? await ctx.knex(TABLE).where({ id: sessionId }).first()
    : undefined;
  if (!row || (row.user_id !== user.id && !user.isAdmin))
    throw new NotFoundError('Membership payment not found', 'MEMBERSHIP.SESSION_NOT_FOUND');
  return row;
}

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
