import { RateLimiterPostgres } from 'rate-limiter-flexible';
import type { AppContext } from '../../app-context';
import { TooManyRequestsError } from '../../lib/errors';

export const TOO_MANY_GUESSES = 'Too many coupon codes tried. Please wait a few minutes and try again.';
const CODE = 'COUPON.RATE_LIMITED';
const WINDOW_SECONDS = 900;

const limiter = (ctx: AppContext, keyPrefix: string, points: number) =>
  new RateLimiterPostgres({
    storeClient: ctx.pool,
    storeType: 'pool',
    tableName: 'auth_rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: ctx.config.NODE_ENV !== 'test',
    keyPrefix,
    points,
    duration: WINDOW_SECONDS,
  });

/**
 * The coupon-guess limits every route that evaluates a code shares (/api/coupons/validate, the quotes,
 * the payments): 10 wrong codes per account and 30 per address in 15 minutes, counted in one table
 * under the same keys whichever route saw them. A valid code costs nothing; once over, every code
 * (valid or not) answers 429, so no route is an oracle.
 */
export function couponGuesses(ctx: AppContext, who: { userId: string | null; client: string | null }) {
  const keys: Array<[RateLimiterPostgres, string]> = [];
  if (who.userId) keys.push([limiter(ctx, 'coupon_guess_user', 10), who.userId]);
  if (who.client) keys.push([limiter(ctx, 'coupon_guess_ip', 30), who.client]);
  const refuse = (msBeforeNext: number) =>
    new TooManyRequestsError(TOO_MANY_GUESSES, CODE, Math.max(1, Math.ceil(msBeforeNext / 1000)));
  return {
    /** 429 when this account or address has used up its wrong guesses. */
    async assertOpen(): Promise<void> {
      for (const [l, key] of keys) {
        const state = await l.get(key);
        if (state && state.consumedPoints >= l.points) throw refuse(state.msBeforeNext);
      }
    },
    /** A code that is no coupon at all: one guess for the account and the address. */
    async countWrong(): Promise<void> {
      for (const [l, key] of keys)
        await l.consume(key).catch((error: unknown) => {
          const ms = (error as { msBeforeNext?: number }).msBeforeNext;
          throw typeof ms === 'number' ? refuse(ms) : error;
        });
    },
  };
}
