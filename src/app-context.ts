import type { Knex } from 'knex';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { Config } from './config/env';
import { createKnex, createPool } from './db/knex';
import { createEventStore } from './eventstore';
import type { EventStore } from './eventstore/types';
import { ProjectionManager } from './projections/projection-manager';
import { BullMqJobBus, redisAnswers } from './workers/bullmq-bus';
import { InProcessJobBus } from './workers/in-process-bus';
import type { JobBus } from './workers/jobs';

export interface AppContext {
  config: Config;
  logger: Logger;
  knex: Knex;
  pool: pg.Pool;
  store: EventStore;
  projections: ProjectionManager;
  jobs: JobBus;
  /** The clock every command uses; tests replace it. */
  now: () => Date;
  close(): Promise<void>;
}

export async function createAppContext(config: Config, logger: Logger): Promise<AppContext> {
  // The job bus first: when it refuses (production without Redis) nothing else is left open.
  const jobs = await createJobBus(config, logger);
  const knex = createKnex(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  const pool = createPool(config.DATABASE_URL, config.DATABASE_POOL_MAX);
  const store = await createEventStore(config, pool);
  const projections = new ProjectionManager(
    store,
    knex,
    logger,
    config.DATABASE_URL,
    config.READ_YOUR_WRITES_TIMEOUT_MS,
  );
  const ctx: AppContext = {
    config,
    logger,
    knex,
    pool,
    store,
    projections,
    jobs,
    now: () => new Date(),
    async close() {
      await projections.stop();
      await jobs.close();
      await store.close();
      await pool.end().catch(() => undefined);
      await knex.destroy();
    },
  };
  return ctx;
}

async function createJobBus(config: Config, logger: Logger): Promise<JobBus> {
  if (await redisAnswers(config.REDIS_URL)) return new BullMqJobBus(config.REDIS_URL, config.REDIS_PREFIX, logger);
  if (config.NODE_ENV === 'production') throw new Error(`Redis at ${config.REDIS_URL} does not answer`);
  logger.warn(`Redis at ${config.REDIS_URL} does not answer: jobs (SMS, payments, holds) run in-process for now.`);
  return new InProcessJobBus(logger);
}
