import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../app-context';
import {
  CardProviderRejectedError,
  CardProviderUnavailableError,
  type CardProcessor,
  type ProcessorName,
} from '../../integrations/card-processor';
import { AppError, NotFoundError, TooManyRequestsError } from '../../lib/errors';
import { formatMoney } from '../../lib/money';
import { cardOnFile } from '../../projections/payments';
import type { Buyer } from '../checkout';
import { quoteOrder } from '../checkout';
import { PaymentUnavailableError } from '../payments';
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

export interface SessionRow {
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

export const TABLE = 'membership_payment_sessions';

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
        note: `${args.plan.name} membership, first month (then ${formatMoney(quote.cardAmountCents)} monthly)`,
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
