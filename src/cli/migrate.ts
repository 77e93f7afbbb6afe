import { migrateLatest } from '../../migrations';
import { loadConfig } from '../config/env';
import { createKnex } from '../db/knex';

async function run(): Promise<void> {
  const config = loadConfig();
  const knex = createKnex(config.DATABASE_URL, 2);
  try {
    await migrateLatest(knex);
    console.log('migrations are up to date');
  } finally {
    await knex.destroy();
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
