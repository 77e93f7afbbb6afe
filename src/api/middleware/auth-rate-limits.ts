import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../../app-context';
import { TooManyRequestsError } from '../../lib/errors';

export interface AuthLimiters {
  /** Codes to one phone asked from one address: an attacker spends their own allowance, not the owner's. */
  sendPerPhoneFromAddress: RateLimiterPostgres;
  /** All codes to one phone, from every address (a ceiling many addresses must share). */
  sendPerPhone: RateLimiterPostgres;
  sendPerIp: RateLimiterPostgres;
  verifyPerPhone: RateLimiterPostgres;
  verifyPerIp: RateLimiterPostgres;
  checkPerIp: RateLimiterPostgres;
}

/** A counter in PostgreSQL (table auth_rate_limits), so every API process shares it. */
export function makeLimiter(ctx: AppContext, keyPrefix: string, points: number, duration: number) {
  return new RateLimiterPostgres({
    storeClient: ctx.pool,
    storeType: 'pool',
    tableName: 'auth_rate_limits',
    tableCreated: true,
    clearExpiredByTimeout: ctx.config.NODE_ENV !== 'test',
    keyPrefix,
    points,
    duration,
  });
}

export function createAuthLimiters(ctx: AppContext): AuthLimiters {
  const make = (keyPrefix: string, points: number, duration: number) => makeLimiter(ctx, keyPrefix, points, duration);
  return {
    sendPerPhoneFromAddress: make('send_phone_ip', 5, 3600),
    sendPerPhone: make('send_phone', 20, 3600),
    sendPerIp: make('send_ip', ctx.config.AUTH_SEND_PER_IP_PER_HOUR, 3600),
    verifyPerPhone: make('verify_phone', 15, 900),
    verifyPerIp: make('verify_ip', ctx.config.AUTH_VERIFY_PER_IP_PER_15_MIN, 900),
    checkPerIp: make('check_ip', 10, 60),
  };
}

const MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

export async function limit(
  limiter: RateLimiterPostgres,
  key: string,
  message = MESSAGE,
  code = 'AUTH.RATE_LIMITED',
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      throw new TooManyRequestsError(message, code, Math.max(1, Math.ceil(error.msBeforeNext / 1000)));
    }
    throw error;
  }
}

/** Gives back the point a request took, for a request that turned out to cost nothing it guards. */
export async function refund(limiter: RateLimiterPostgres, key: string): Promise<void> {
  await limiter.reward(key, 1);
}

/** Refuses (429) a key whose failures already used up the limiter, without counting this request. */
export async function assertNotBlocked(
  limiter: RateLimiterPostgres,
  key: string,
  message: string,
  code: string,
): Promise<void> {
  const state = await limiter.get(key);
  if (state && state.consumedPoints >= limiter.points)
    throw new TooManyRequestsError(message, code, Math.max(1, Math.ceil(state.msBeforeNext / 1000)));
}

/**
 * The key a client's address is limited under: IPv4 as is, IPv6 by its /64 (one customer line
 * usually gets a whole /64, so per-address keys would be trivial to rotate).
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
