import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '../lib/errors';

const WINDOW_SECONDS = 15 * 60;
const MESSAGE = 'Too many declined payments. Please wait 15 minutes and try again, or use a different payment method.';
const PAUSED = 'Card payments for guests are paused for a few minutes. Please sign in or try again later.';
const VENUE_KEY = 'untrusted';

/** The venue-wide limit on declines of guests and new accounts (card testing from many addresses). */
export interface VenueDeclineLimit {
  maxDeclines: number;
  pauseSeconds: number;
  /** Counted on every decline, by buyer ('trusted' or 'untrusted'). */
  onDecline?: (buyer: 'trusted' | 'untrusted') => void;
  /** The moment guest card payments pause (an admin alert). */
  onPause?: () => void;
}

/**
 * Card testing defence: each declined payment counts against the client's address and the account;
 * past the limit, payments from either are refused before any card is tried. Counters live in
 * PostgreSQL so every API process shares them.
 */
export class PaymentAttemptGuard {
  private readonly declines: RateLimiterPostgres;
  private readonly venueDeclines: RateLimiterPostgres;

  constructor(
    pool: pg.Pool,
    private readonly maxDeclines: number,
    clearExpired: boolean,
    private readonly venue: VenueDeclineLimit = { maxDeclines: 20, pauseSeconds: WINDOW_SECONDS },
  ) {
    this.venueDeclines = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits_payments',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: 'payment_declines_venue',
      points: venue.maxDeclines,
      duration: WINDOW_SECONDS,
    });
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

  /** Seconds left of the pause on guest and new-account card payments (0: not paused). */
  async venuePausedSeconds(): Promise<number> {
    const used = await this.venueDeclines.get(VENUE_KEY);
    if (!used || used.consumedPoints < this.venue.maxDeclines) return 0;
    return Math.max(1, Math.ceil(used.msBeforeNext / 1000));
  }

  /** Guests and accounts without a played booking wait while the venue's pause lasts. */
  async assertVenueOpen(): Promise<void> {
    const seconds = await this.venuePausedSeconds();
    if (seconds > 0) throw new TooManyRequestsError(PAUSED, 'PAYMENT.GUESTS_PAUSED', seconds);
  }

  async recordDecline(keys: string[], untrusted = false): Promise<void> {
    this.venue.onDecline?.(untrusted ? 'untrusted' : 'trusted');
    if (untrusted) {
      const counted = await this.venueDeclines.penalty(VENUE_KEY, 1);
      if (counted.consumedPoints === this.venue.maxDeclines) {
        await this.venueDeclines.block(VENUE_KEY, this.venue.pauseSeconds);
        this.venue.onPause?.();
      }
    }
    for (const key of keys) {
      await this.declines.penalty(key, 1).catch((error) => {
        if (!(error instanceof RateLimiterRes)) throw error;
      });
    }
  }
}
