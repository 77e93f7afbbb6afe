import fs from 'node:fs';
import { Redis } from 'ioredis';
import { checkConfiguration, webhookProblems } from '../config/production-check';
import { createKnex } from '../db/knex';
import { createLogger } from '../lib/logger';
import { cliErrorMessage } from './cli-error';

/**
 * npm run doctor (in the image: node dist/src/cli/doctor.js): checks the configuration as a whole, as
 * the app does when it starts with NODE_ENV=production (the default here), then whether PostgreSQL and
 * Redis answer. Reads ./.env for variables the environment does not set. Prints every problem and
 * exits 1 when there is one, 0 when the deployment can start.
 */
async function run(): Promise<number> {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const env = { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' };
  const { config, problems } = checkConfiguration(env);
  if (config && config.NODE_ENV === 'production') problems.push(...webhookProblems(config));
  const reach: string[] = [];
  if (config) {
    const knex = createKnex(
      config.DATABASE_URL,
      1,
      undefined,
      createLogger('warn', false, { quietConnectErrors: true }),
    );
    try {
      await knex.raw('select 1');
      reach.push('ok  PostgreSQL answers');
    } catch (error) {
      problems.push(`DATABASE_URL: ${cliErrorMessage(error)}`);
    } finally {
      await knex.destroy();
    }
    const redis = new Redis(config.REDIS_URL, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      await redis.ping();
      reach.push('ok  Redis answers');
    } catch (error) {
      problems.push(`REDIS_URL: ${cliErrorMessage(error)}`);
    } finally {
      redis.disconnect();
    }
    if (config.EVENTSTORE_URL) reach.push(`--  event store ${config.EVENTSTORE_URL} (checked when the app starts)`);
  }
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV;
  for (const line of reach) console.log(line);
  if (problems.length === 0) {
    console.log(`The configuration is complete (${mode}).`);
    return 0;
  }
  console.error(`${problems.length} problem${problems.length === 1 ? '' : 's'} (${mode}):`);
  for (const p of problems) console.error(`  - ${p}`);
  return 1;
}

run().then(
  (code) => process.exit(code),
  (error) => {
    console.error(cliErrorMessage(error));
    process.exit(1);
  },
);
