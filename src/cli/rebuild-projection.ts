import { createAppContext } from '../app-context';
import { loadConfig } from '../config/env';
import { createLogger } from '../lib/logger';
import { registerModules } from '../modules';
import { migrateLatest } from '../../migrations';

async function run(): Promise<void> {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const config = loadConfig();
  const ctx = await createAppContext(config, createLogger(config.LOG_LEVEL, true));
  try {
    await migrateLatest(ctx.knex);
    registerModules(ctx);
    const readModels = ctx.projections.names().filter((n) => !ctx.projections.get(n)?.reactor);
    const targets = names.length ? names : readModels;
    if (names.length === 0)
      console.log(`rebuilding every read model (reactors are never replayed): ${targets.join(', ')}`);
    for (const name of targets) {
      const started = Date.now();
      const { events } = await ctx.projections.rebuild(name);
      console.log(`${name}: replayed ${events} events in ${Date.now() - started} ms`);
    }
  } finally {
    await ctx.close();
  }
}

run().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
