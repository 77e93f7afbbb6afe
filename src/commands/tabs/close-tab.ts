import type { AppContext } from '../../app-context';
import { isOwed, type TabState } from '../../domain/tabs/tab.decider';
import { tabStream } from '../../domain/tabs/tabs.events';
import type { Actor } from '../../eventstore/types';
import { AppError } from '../../lib/errors';
import { bookingById } from '../../projections/bookings';
import { openTabBookingIds } from '../../projections/tabs/tabs.queries';
import type { TabView } from '../../contracts/tabs/tabs';
import { payOrder, type Buyer } from '../checkout';
import { AUTHENTICATION_REQUIRED, requestApproval } from '../payments';
import { loadTab, runTab, tabAfter } from './tab.commands';

/** What a tab's payment approval is about: the booking's tab, once. */
export const tabSubject = (bookingId: string) => `bar-tab:${bookingId}`;

/** The order line that sells a booking's tab (see tab-line.ts). */
export const tabLine = (bookingId: string) => ({ type: 'bar-tab', bookingId }) as { type: string };

/**
 * The paid order's key for this attempt: the first attempt `tab-<bookingId>`, a retry after a refusal
 * its own (a replay of a refused order would only refuse again). Two runs of one attempt share a key.
 */
export const tabIdempotencyKey = (bookingId: string, failures: number) =>
  failures === 0 ? `tab-${bookingId}` : `tab-${bookingId}-retry-${failures}`;

/** Another attempt with the same key is still running: its outcome is the tab's (the job tries again). */
const RETRY_LATER: ReadonlySet<string> = new Set(['PAYMENT.IN_PROGRESS', 'COMMAND.CONCURRENCY_CONFLICT']);

const systemBuyer = (userId: string): Buyer => ({
  userId,
  actor: 'system',
  client: null,
  customer: { firstName: null, lastName: null, email: null, phoneNumber: null, guest: false },
});

export interface CloseTabOptions {
  /** Charge an unpaid tab again (staff's "Charge card now"); the job never retries a refusal by itself. */
  retry?: boolean;
}

/**
 * Charges a booking's tab now to the customer's card on file, off-session, through the paid order (its
 * receipt is the order's): once per attempt key, so running it twice charges once. A refusal or no card
 * makes the tab unpaid (staff settle it at the desk or charge again); the bank asking the customer to
 * approve sends them the approval link. A tab already paid (or with nothing on it) is left as it is.
 */
export async function closeTab(
  ctx: AppContext,
  bookingId: string,
  actor: Actor = 'system',
  options: CloseTabOptions = {},
): Promise<TabView> {
  const state = await loadTab(ctx, bookingId);
  const chargeable = state.status === 'open' || (options.retry === true && isOwed(state));
  if (!chargeable) return tabAfter(ctx, bookingId, null);
  const attempt = state.failures;
  const fail = async (code: string, reason: string, approvalId: string | null = null) =>
    (
      await runTab(
        ctx,
        bookingId,
        { type: 'RecordChargeFailed', code, reason, approvalId, attempt, now: ctx.now() },
        { actor },
      )
    ).position;
  if (!state.userId)
    return tabAfter(ctx, bookingId, await fail('TAB.NO_ACCOUNT', 'The booking has no customer account to charge.'));
  try {
    await payOrder(
      ctx,
      { lines: [tabLine(bookingId)], useCardOnFile: true, idempotencyKey: tabIdempotencyKey(bookingId, attempt) },
      systemBuyer(state.userId),
    );
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500 || RETRY_LATER.has(error.code)) throw error;
    if (error.code === 'PAYMENT.NO_CARD_ON_FILE')
      return tabAfter(ctx, bookingId, await fail(error.code, 'The customer has no card on file.'));
    const approvalId = error.code === AUTHENTICATION_REQUIRED ? await askForApproval(ctx, state, error.message) : null;
    return tabAfter(ctx, bookingId, await fail(error.code, error.message, approvalId));
  }
  return tabAfter(ctx, bookingId, await lastPosition(ctx, bookingId));
}

/** The bank wants the customer to approve the tab (3-D Secure): they get a link (text and email). */
function askForApproval(ctx: AppContext, tab: TabState, reason: string) {
  return requestApproval(ctx, {
    subjectKey: tabSubject(tab.bookingId!),
    userId: tab.userId!,
    purpose: 'bar-tab',
    line: tabLine(tab.bookingId!),
    label: 'Bar tab',
    amountCents: tab.totalCents,
    reason,
    expiresAt: null,
  });
}

/** Where the tab's stream ends (what the read model must have seen for the caller to read its own change). */
async function lastPosition(ctx: AppContext, bookingId: string): Promise<string | null> {
  let position: string | null = null;
  for await (const e of ctx.store.read(tabStream(ctx.config.VENUE_ID, bookingId))) position = e.position;
  return position;
}

/**
 * The every-minute job: each open tab whose booking has ended (its end as the bookings read model has
 * it, extensions included) is charged. Safe to run twice: a charged tab is no longer open, and a second
 * run of the same attempt replays its order. One tab's failure does not stop the others.
 */
export async function closeEndedTabs(ctx: AppContext): Promise<{ closed: number; failed: number }> {
  let closed = 0;
  let failed = 0;
  const now = ctx.now().getTime();
  for (const bookingId of await openTabBookingIds(ctx)) {
    const booking = await bookingById(ctx, bookingId);
    if (booking && new Date(booking.endsAt).getTime() > now) continue;
    try {
      await closeTab(ctx, bookingId, 'system');
      closed++;
    } catch (error) {
      failed++;
      ctx.logger.warn({ err: error, bookingId }, 'bar tab could not be charged yet; the next run tries again');
    }
  }
  return { closed, failed };
}
