import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../lib/errors';

const WINDOW_SECONDS = 15 * 60;
const MESSAGE = 'Too many declined payments. Please wait 15 minutes and try again, or use a different payment method.';

/**
 * Card testing defence: each declined payment counts against the client's address and the account;
 * past the limit, payments from either are refused before any card is tried. Counters live in
 * PostgreSQL so every API process shares them.
 */
export class PaymentAttemptGuard {
  private readonly declines: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    private readonly maxDeclines: number,
    clearExpired: boolean,
  ) {
    this.declines = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits_payments',
      tableCreated: true,
      clearExpiredByTimeout: clearExpired,
      keyPrefix: 'payment_declines',
      points: maxDeclines,
      duration: WINDOW_SECONDS,
    });
  }

  async assertAllowed(keys: string[]): Promise<void> {
    for (const key of keys) {
      const used = await this.declines.get(key);
      if (used && used.consumedPoints >= this.maxDeclines)
        throw new TooManyRequestsError(
          MESSAGE,
          'PAYMENT.TOO_MANY_DECLINES',
          Math.max(1, Math.ceil(used.msBeforeNext / 1000)),
        );
    }
  }

  async recordDecline(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.declines.penalty(key, 1).catch((error) => {
        if (!(error instanceof RateLimiterRes)) throw error;
      });
    }
  }
}
