import { EventEmitter } from 'node:events';
import type { Knex } from 'knex';
import pg from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '../eventstore/types';
import type { Projection } from './projection';
import { OutageLog } from './outage-log';
import { delay } from './projection-reads';
import { ProjectionRunner, type FailingEvent, type RetryPolicy } from './projection-runner';
import { replayIntoShadow, type RebuildProgress } from './projection-rebuild';
import { RebuildRequests } from './projection-rebuild-requests';
import { storedStall, type StoredCheckpoint } from './projection-stalls';

export type { RebuildProgress };

export interface ProjectionLag {
  name: string;
  checkpoint: string;
  head: string;
  caughtUp: boolean;
  active: boolean;
  lastError: string | null;
  /** The event it is failing on or stopped at (stalledAt set), with the error. */
  failing: FailingEvent | null;
}

/** What the runners report: 'failed' (name, event), 'stalled' (name, event, firstReport), 'recovered'. */
export interface ProjectionEvents {
  /** An attempt failed; `retryInMs` is the wait before the next one, null when the projection stops there. */
  failed: [name: string, failing: FailingEvent, retryInMs: number | null];
  stalled: [name: string, failing: FailingEvent, firstReport: boolean];
  recovered: [name: string, failing: FailingEvent];
}

/** Owns every projection and reactor of this process, and answers read-your-writes waits. */
export class ProjectionManager {
  private readonly projections = new Map<string, Projection>();
  private readonly runners = new Map<string, ProjectionRunner>();
  private lockClient?: Promise<pg.Client>;
  private lockQueue: Promise<unknown> = Promise.resolve();
  /** Per projection run here: [time, events applied] over the last minute (its apply rate). */
  private readonly applied = new Map<string, { since: number; samples: Array<[number, number]> }>();
  private readonly background = new Set<Promise<unknown>>();
  /** Console rebuild requests, run here for the projections this process runs. */
  readonly rebuildRequests: RebuildRequests;
  /** Failures, stops and recoveries of every projection of this process (metrics and alerts listen). */
  readonly events = new EventEmitter<ProjectionEvents>();
  /** A store outage as all the runners of this process meet it, logged once. */
  readonly outages: OutageLog;
  /** Wraps each batch a reactor applies (set by the app: the job bus's `collect`). */
  reactorBatch: <T>(work: () => Promise<T>) => Promise<T> = (work) => work();

  constructor(
    private readonly store: EventStore,
    private readonly knex: Knex,
    private readonly logger: Logger,
    private readonly connectionString: string,
    private readonly defaultTimeoutMs = 2000,
    private readonly retry?: RetryPolicy,
  ) {
    this.rebuildRequests = new RebuildRequests(knex, this, logger);
    this.outages = new OutageLog(logger);
  }

  register(...projections: Projection[]): void {
    for (const p of projections) {
      if (this.projections.has(p.name)) throw new Error(`Projection ${p.name} registered twice`);
      this.projections.set(p.name, p);
    }
  }

  /** The runners of this process: name, and whether each has stopped at an event. */
  health(): Array<{ name: string; stalled: boolean; lastError: string | null }> {
    return [...this.runners.values()].map((r) => ({ name: r.name, stalled: r.stalled, lastError: r.lastError }));
  }

  names(): string[] {
    return [...this.projections.keys()];
  }

  get(name: string): Projection | undefined {
    return this.projections.get(name);
  }

  start(): void {
    for (const projection of this.projections.values()) this.startRunner(projection);
    this.rebuildRequests.start();
  }

  /** This process runs the projection now: its runner holds the projection's lock. */
  runsHere(name: string): boolean {
    return this.runners.get(name)?.active ?? false;
  }

  private startRunner(projection: Projection): void {
    if (this.runners.has(projection.name)) return;
    const name = projection.name;
    const runner = new ProjectionRunner(
      projection,
      this.store,
      this.knex,
      this.logger,
      (n) => this.tryLock(n),
      this.retry,
      this.outages,
    );
    if (projection.reactor) runner.around = (work) => this.reactorBatch(work);
    runner.on('failed', (f: FailingEvent, retryInMs: number | null) => this.events.emit('failed', name, f, retryInMs));
    runner.on('stalled', (f: FailingEvent, first: boolean) => this.events.emit('stalled', name, f, first));
    runner.on('recovered', (f: FailingEvent) => this.events.emit('recovered', name, f));
    const applied = { since: Date.now(), samples: [] as Array<[number, number]> };
    this.applied.set(name, applied);
    runner.on('applied', (n: number) => {
      const now = Date.now();
      applied.samples.push([now, n]);
      while (applied.samples.length && applied.samples[0][0] < now - 60_000) applied.samples.shift();
    });
    this.runners.set(name, runner);
    runner.start();
  }

  /**
   * Events per second this process applied to the projection over the last minute (or since its
   * runner started, when sooner); null when it does not run here.
   */
  applyRate(name: string): number | null {
    const applied = this.applied.get(name);
    if (!applied || !this.runners.has(name)) return null;
    const now = Date.now();
    const events = applied.samples.filter(([at]) => at >= now - 60_000).reduce((sum, [, n]) => sum + n, 0);
    return events / Math.max(1, Math.min(60, (now - applied.since) / 1000));
  }

  /** Work started for a request that outlives it (a console rebuild): stop() waits for it. */
  inBackground(work: Promise<unknown>): void {
    const tracked = work.catch(() => undefined).finally(() => this.background.delete(tracked));
    this.background.add(tracked);
  }

  async stop(): Promise<void> {
    this.rebuildRequests.stop();
    await Promise.all(this.background);
    await Promise.all([...this.runners.values()].map((r) => r.stop()));
    this.runners.clear();
    const client = this.lockClient;
    this.lockClient = undefined;
    await client?.then((c) => c.end()).catch(() => undefined);
  }

  /** One running instance per projection across processes: a session-level advisory lock. */
  private async tryLock(name: string): Promise<boolean> {
    const rows = await this.lockQuery<{ ok: boolean }>(
      "SELECT pg_try_advisory_lock(hashtextextended('projection:' || $1, 0)) AS ok",
      name,
    );
    return rows[0].ok;
  }

  private async unlock(name: string): Promise<void> {
    await this.lockQuery("SELECT pg_advisory_unlock(hashtextextended('projection:' || $1, 0))", name);
  }

  /** Lock queries share one session, one at a time (a pg client must not run two at once). */
  private lockQuery<R extends pg.QueryResultRow>(sql: string, name: string): Promise<R[]> {
    const run = this.lockQueue.then(async () => (await (await this.lockConnection()).query<R>(sql, [name])).rows);
    this.lockQueue = run.catch(() => undefined);
    return run;
  }

  /** One connection holds every lock of this process; concurrent callers share its creation. */
  private lockConnection(): Promise<pg.Client> {
    this.lockClient ??= (async () => {
      // A connect that hangs while the database restarts would hold every runner's lock request.
      const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: 5000 });
      client.on('error', () => {
        // Locks die with the session; the checkpoint compare-and-set still prevents double effects.
        if (this.lockClient === pending) this.lockClient = undefined;
      });
      await client.connect();
      return client;
    })();
    const pending = this.lockClient;
    pending.catch(() => {
      if (this.lockClient === pending) this.lockClient = undefined;
    });
    return pending;
  }

  /**
   * Waits (bounded) until the named projections have processed `position`. Resolves true when they
   * have, false on timeout; the caller answers either way.
   */
  async waitFor(
    position: string | null | undefined,
    names?: string[],
    timeoutMs = this.defaultTimeoutMs,
  ): Promise<boolean> {
    if (!position) return true;
    const wanted = names ?? this.names();
    const deadline = Date.now() + timeoutMs;
    const results = await Promise.all(wanted.map((n) => this.waitForOne(n, position, deadline)));
    return results.every(Boolean);
  }

  private async waitForOne(name: string, position: string, deadline: number): Promise<boolean> {
    const runner = this.runners.get(name);
    const passed = (cp: string) => cp !== 'start' && this.store.comparePositions(cp, position) >= 0;
    if (runner) {
      if (passed(runner.checkpoint)) return true;
      // Stopped at an event until an admin resumes it: waiting would only slow every write down.
      if (runner.stalled) return false;
      return new Promise((resolve) => {
        const timer = setTimeout(() => finish(false), Math.max(0, deadline - Date.now()));
        const onProgress = (cp: string) => passed(cp) && finish(true);
        // It stops at an event while we wait: answer now rather than at the deadline.
        const onStalled = () => finish(false);
        function finish(ok: boolean) {
          clearTimeout(timer);
          runner!.off('progress', onProgress);
          runner!.off('stalled', onStalled);
          resolve(ok);
        }
        runner.on('progress', onProgress);
        runner.on('stalled', onStalled);
      });
    }
    // Projection runs in another process: poll its stored checkpoint.
    while (Date.now() < deadline) {
      const row = await this.knex('projection_checkpoints').where({ name }).first('checkpoint');
      if (row && passed(row.checkpoint)) return true;
      await delay(25);
    }
    return false;
  }

  async lag(): Promise<ProjectionLag[]> {
    const head = await this.store.head();
    const rows: StoredCheckpoint[] = await this.knex('projection_checkpoints').select('*');
    const stored = new Map(rows.map((r) => [r.name, r]));
    return this.names().map((name) => {
      const runner = this.runners.get(name);
      const row = stored.get(name);
      const checkpoint = runner?.checkpoint ?? row?.checkpoint ?? 'start';
      const caughtUp =
        head === 'start' || (checkpoint !== 'start' && this.store.comparePositions(checkpoint, head) >= 0);
      return {
        name,
        checkpoint,
        head,
        caughtUp,
        active: runner?.active ?? false,
        lastError: runner?.lastError ?? row?.stalled_error ?? null,
        failing: runner ? runner.failing : storedStall(row),
      };
    });
  }

  /**
   * Tries again the event a projection stopped at (after a fix): here when it runs in this process,
   * and through its stored record for the process that runs it elsewhere. False when it had not stopped.
   */
  async resume(name: string): Promise<boolean> {
    if (!this.projections.has(name)) throw new Error(`Unknown projection ${name}`);
    const updated = await this.knex('projection_checkpoints')
      .where({ name })
      .whereNotNull('stalled_at')
      .update({ stalled_at: null, stalled_attempts: 0 });
    const here = this.runners.get(name)?.resume() ?? false;
    return here || updated > 0;
  }

  /**
   * Replays every event into fresh copies of the projection's tables (a shadow schema), then swaps
   * them in with the checkpoint in one transaction: reads see the old model until the new one is
   * whole. Runs under the projection's lock; a runner of this process is paused meanwhile, one in
   * another process makes the rebuild refuse.
   */
  async rebuild(name: string, onProgress?: (progress: RebuildProgress) => void): Promise<{ events: number }> {
    const projection = this.projections.get(name);
    if (!projection) throw new Error(`Unknown projection ${name}. Known: ${this.names().join(', ')}`);
    if (projection.reactor) throw new Error(`${name} is a reactor: replaying it would repeat its jobs`);
    const runner = this.runners.get(name);
    if (runner) {
      await runner.stop();
      this.runners.delete(name);
    }
    try {
      if (!(await this.tryLock(name))) throw new Error(`Projection ${name} is running elsewhere; stop it first`);
      try {
        return await replayIntoShadow(this.store, this.knex, projection, onProgress);
      } finally {
        await this.unlock(name);
      }
    } finally {
      if (runner) this.startRunner(projection);
    }
  }
}
