import { createAppContext } from '../app-context';
import { loadConfig } from '../config/env';
import { createLogger } from '../lib/logger';
import { registerModules } from '../modules';
import { migrateLatest } from '../../migrations';
import type { RebuildProgress } from '../projections/projection-manager';
import { failCli } from './cli-error';

async function run(): Promise<void> {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const config = loadConfig();
  const ctx = await createAppContext(config, createLogger(config.LOG_LEVEL, true, { quietConnectErrors: true }));
  try {
    await migrateLatest(ctx.knex);
    registerModules(ctx);
    const readModels = ctx.projections.names().filter((n) => !ctx.projections.get(n)?.reactor);
    const targets = names.length ? names : readModels;
    if (names.length === 0)
      console.log(`rebuilding every read model (reactors are never replayed): ${targets.join(', ')}`);
    for (const name of targets) {
      const started = Date.now();
      let shown = 0;
      const { events } = await ctx.projections.rebuild(name, (p) => {
        if (Date.now() - shown < 1000) return;
        shown = Date.now();
        console.log(describeProgress(p));
      });
      console.log(`${name}: replayed ${events} events in ${Date.now() - started} ms, swapped in`);
    }
  } finally {
    await ctx.close();
  }
}

/** "bookings: 120000 of 400000 events (30%), 25000 events/s, about 11 s left" */
function describeProgress(p: RebuildProgress): string {
  const done = p.total
    ? `${p.events} of ${p.total} events (${Math.floor((100 * p.events) / p.total)}%)`
    : `${p.events} events`;
  const left = p.secondsLeft === null ? '' : `, about ${Math.ceil(p.secondsLeft)} s left`;
  return `${p.name}: ${done}, ${Math.round(p.eventsPerSecond)} events/s${left}`;
}

run().catch((error) => failCli(error));
