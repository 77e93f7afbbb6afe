import type { AppContext } from '../../app-context';
import {
  bookingFeeDecider,
  type BookingFeeCommand,
  type BookingFeeState,
} from '../../domain/no-show/booking-fee.decider';
import { bookingFeeStream, type FeeKind } from '../../domain/no-show/no-show.events';
import { feeCents, feeToCharge } from '../../domain/no-show/no-show-policy';
import { AppError } from '../../lib/errors';
import { noShowPolicy } from '../../projections/no-show/no-show.queries';
import type { Buyer } from '../checkout';
import { payOrder } from '../checkout';
import { AUTHENTICATION_REQUIRED, requestApproval } from '../payments';
import { appCommandContext, currentState, handleCommand, type CommandMeta } from '../handle-command';

export function runBookingFee(ctx: AppContext, bookingId: string, command: BookingFeeCommand, meta: CommandMeta = {}) {
  return handleCommand(
    appCommandContext(ctx, meta),
    bookingFeeStream(ctx.config.VENUE_ID, bookingId),
    bookingFeeDecider,
    command,
  );
}

export function loadBookingFee(ctx: AppContext, bookingId: string): Promise<BookingFeeState> {
  return currentState(ctx.store, bookingFeeStream(ctx.config.VENUE_ID, bookingId), bookingFeeDecider);
}

/** The fee job: a no-show's fee comes from the policy; a late cancellation's was decided with it. */
export interface FeeJob {
  bookingId: string;
  kind: FeeKind;
  /** A late cancellation's fee beyond what the payment kept (BookingCancelled.lateFeeCents). */
  amountCents?: number;
  userId?: string | null;
}

/** Once per booking: the same key every time, so a second charge is the first one answered again. */
export const feeIdempotencyKey = (kind: FeeKind, bookingId: string) => `${kind.replace('_', '-')}-fee-${bookingId}`;

/** A no-show's fee under the policy now: the fee, less what the customer already paid for the booking. */
async function noShowFeeOf(ctx: AppContext, bookingId: string) {
  const booking = await ctx
    .knex('bookings')
    .where({ id: bookingId })
    .first('user_id', 'subtotal_cents', 'total_amount_cents', 'payment_status');
  if (!booking) return null;
  const policy = await noShowPolicy(ctx.knex);
  // Money taken at the venue was never taken from a customer who did not come.
  const kept = booking.payment_status === 'paid_at_venue' ? 0 : Number(booking.total_amount_cents);
  const amountCents = feeToCharge(feeCents(policy.noShowFee, Number(booking.subtotal_cents)), kept);
  return { userId: booking.user_id as string | null, amountCents };
}

/** What a fee's payment approval is about: the booking's fee, once. */
export const feeSubject = (bookingId: string) => `booking-fee:${bookingId}`;

/**
 * The bank wants the customer to approve the fee (3-D Secure): it is not retried blindly; the customer
 * is asked (a text and an email with the link) and the fee waits on their approval.
 */
async function askForApproval(ctx: AppContext, fee: Exclude<BookingFeeState, { status: 'none' }>, reason: string) {
  const labels = { no_show: 'No-show fee', late_cancellation: 'Late cancellation fee' } as const;
  return requestApproval(ctx, {
    subjectKey: feeSubject(fee.bookingId),
    userId: fee.userId!,
    purpose: 'booking-fee',
    line: feeLine(fee.bookingId) as { type: string },
    label: labels[fee.kind],
    amountCents: fee.amountCents,
    reason,
    expiresAt: null,
  });
}

/** The order line that sells a booking's fee (see booking-fee-line.ts). */
const feeLine = (bookingId: string) => ({ type: 'booking-fee', bookingId }) as { type: string };

/** Another attempt with the same key is still running: its outcome is the fee's (the job tries again). */
const RETRY_LATER: ReadonlySet<string> = new Set(['PAYMENT.IN_PROGRESS', 'COMMAND.CONCURRENCY_CONFLICT']);

const systemBuyer = (userId: string): Buyer => ({
  userId,
  actor: 'system',
  client: null,
  customer: { firstName: null, lastName: null, email: null, phoneNumber: null, guest: false },
});

/**
 * Charges a booking's no-show or late cancellation fee to the customer's card on file, off-session,
 * once: the fee is made due once (its amount fixed then), the paid order's key comes from the booking
 * id, and an outcome (charged, declined, no card) is recorded once. Safe to run any number of times.
 */
export async function chargeBookingFee(ctx: AppContext, job: FeeJob, meta: CommandMeta = {}): Promise<BookingFeeState> {
  let state = await loadBookingFee(ctx, job.bookingId);
  const now = () => ctx.now();
  if (state.status === 'none') {
    const due =
      job.kind === 'no_show'
        ? await noShowFeeOf(ctx, job.bookingId)
        : { userId: job.userId ?? null, amountCents: job.amountCents ?? 0 };
    if (!due || due.amountCents <= 0) return state;
    const made = await runBookingFee(
      ctx,
      job.bookingId,
      {
        type: 'MakeFeeDue',
        bookingId: job.bookingId,
        userId: due.userId,
        kind: job.kind,
        amountCents: due.amountCents,
        idempotencyKey: feeIdempotencyKey(job.kind, job.bookingId),
        now: now(),
      },
      meta,
    );
    state = made.state;
  }
  if (state.status !== 'due') return state;
  if (!state.userId)
    return (
      await runBookingFee(
        ctx,
        job.bookingId,
        { type: 'RecordFeeNotCharged', reason: 'The booking has no customer account.', now: now() },
        meta,
      )
    ).state;
  try {
    await payOrder(
      ctx,
      {
        lines: [feeLine(job.bookingId)],
        useCardOnFile: true,
        idempotencyKey: state.idempotencyKey,
      },
      systemBuyer(state.userId),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500 || RETRY_LATER.has(error.code)) throw error;
    const approvalId = error.code === AUTHENTICATION_REQUIRED ? await askForApproval(ctx, state, error.message) : null;
    const command: BookingFeeCommand =
      error.code === 'PAYMENT.NO_CARD_ON_FILE'
        ? { type: 'RecordFeeNotCharged', reason: 'The customer has no card on file.', now: now() }
        : { type: 'RecordFeeDeclined', code: error.code, reason: error.message, now: now(), approvalId };
    await runBookingFee(ctx, job.bookingId, command, meta);
  }
  return loadBookingFee(ctx, job.bookingId);
}
