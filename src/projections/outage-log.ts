import type { Logger } from 'pino';
import type { Dependency } from '../lib/database-errors';

/** Waits between reconnection attempts: 250 ms, doubling, at most 15 s, each 80-100 % of that (spread). */
export const OUTAGE_BACKOFF = { firstMs: 250, maxMs: 15_000 };

export function outageBackoffMs(attempt: number, random = Math.random): number {
  const ms = Math.min(OUTAGE_BACKOFF.maxMs, OUTAGE_BACKOFF.firstMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(ms * (0.8 + 0.2 * random()));
}

interface Outage {
  since: number;
  /** The runners still waiting for the dependency. */
  waiting: Set<string>;
}

/**
 * The log of a store outage as every projection and reactor of the process meets it: one warning
 * when the first of them loses the store, one line when the last of them has it back, and the
 * attempts in between at debug level only. Without it each runner logged a stack trace per attempt
 * (1,387 lines in 40 s of an EventStoreDB outage).
 */
export class OutageLog {
  private readonly outages = new Map<Dependency, Outage>();

  constructor(private readonly logger: Logger) {}

  /** `runner` could not reach `dependency` and tries again in `retryInMs`. */
  failed(dependency: Dependency, runner: string, error: unknown, attempt: number, retryInMs: number): void {
    const cause = (error as Error | undefined)?.message ?? String(error);
    let outage = this.outages.get(dependency);
    if (!outage) {
      outage = { since: Date.now(), waiting: new Set() };
      this.outages.set(dependency, outage);
      this.logger.warn(
        { dependency, cause },
        `The ${dependency} is unreachable: read models and reactors wait and reconnect by themselves`,
      );
    }
    outage.waiting.add(runner);
    this.logger.debug({ dependency, projection: runner, attempt, retryInMs, cause }, `${dependency} still unreachable`);
  }

  /** `runner` reads and writes again: the outage is over once no runner waits any more. */
  reconnected(runner: string): void {
    for (const [dependency, outage] of this.outages) {
      if (!outage.waiting.delete(runner) || outage.waiting.size > 0) continue;
      this.outages.delete(dependency);
      const downForMs = Date.now() - outage.since;
      this.logger.info(
        { dependency, downForMs },
        `The ${dependency} is reachable again: read models and reactors resumed from their checkpoints`,
      );
    }
  }

  /** `runner` stops (shutdown, rebuild): nobody waits on its behalf any more. */
  forget(runner: string): void {
    for (const [dependency, outage] of this.outages) {
      outage.waiting.delete(runner);
      if (outage.waiting.size === 0) this.outages.delete(dependency);
    }
  }

  /** Whether a runner of this process is waiting for the dependency now. */
  isDown(dependency: Dependency): boolean {
    return this.outages.has(dependency);
  }
}
