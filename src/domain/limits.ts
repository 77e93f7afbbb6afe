import { z } from 'zod';

/**
 * The largest values a venue ever needs, checked when a command is accepted and again when its event
 * is written, so no accepted number can overflow a read model (numeric(10,2), integer cents) and stop
 * a projection. Generous for real use, far below what the columns hold.
 */
export const LIMITS = {
  /** Credits moved by one grant, spend or refund (one credit is one hour). */
  creditsPerChange: 1_000,
  /** Any single amount of money: a price, a rate, a discount, an order ($100,000.00). */
  moneyCents: 10_000_000,
  /** Uses, purchases and other counters. */
  count: 1_000_000,
  percentage: 100,
} as const;

export const MONEY_MESSAGE = 'Amounts can be at most $100,000.00';
export const CREDITS_MESSAGE = `Credits can change by at most ${LIMITS.creditsPerChange.toLocaleString('en-US')} at a time`;

/** Integer cents from 0 to the money limit. */
export const boundedCents = z.number().int().min(0).max(LIMITS.moneyCents, MONEY_MESSAGE);
/** A count from 1 to the count limit. */
export const boundedCount = z
  .number()
  .int()
  .positive()
  .max(LIMITS.count, `At most ${LIMITS.count.toLocaleString('en-US')}`);
/** A credit amount for one change. */
export const boundedCredits = z.number().min(0).max(LIMITS.creditsPerChange, CREDITS_MESSAGE);
