import { migrateLatest } from '../../migrations';
import { loadConfig } from '../config/env';
import { allVenueConfigs } from '../config/venues';
import { createKnex } from '../db/knex';
import { ensureDatabase } from '../db/ensure-database';
import { createLogger } from '../lib/logger';
import { failCli } from './cli-error';

/** Migrates the deployment's database, or every venue's when VENUES lists several (creating missing ones). */
async function run(): Promise<void> {
  const configs = allVenueConfigs(loadConfig());
  for (const config of configs) {
    if (configs.length > 1) await ensureDatabase(config.DATABASE_URL);
    const knex = createKnex(
      config.DATABASE_URL,
      2,
      undefined,
      createLogger('warn', false, { quietConnectErrors: true }),
    );
    try {
      await migrateLatest(knex);
      console.log(
        configs.length > 1 ? `venue ${config.VENUE_ID}: migrations are up to date` : 'migrations are up to date',
      );
    } finally {
      await knex.destroy();
    }
  }
}

run().catch((error) => failCli(error));
