import { createAppContext, type AppContext } from '../app-context';
import { loadConfig } from '../config/env';
import { createLogger } from '../lib/logger';
import { modules, registerModules } from '../modules';
import { describeDifferences, reconcileLedger } from '../projections/ledger/reconcile.queries';
import { reconcileProviders } from '../projections/ledger/provider-reconcile';
import { parseArgs } from 'node:util';
import { migrateLatest } from '../../migrations';
import { failCli } from './cli-error';

/** The read models the reconciliation reads: caught up with the log before it looks. */
const READ = ['ledger', 'analytics', 'payments', 'credits', 'gift-cards', 'coupons', 'provider-payouts'];
const CATCH_UP_MS = 120_000;
const args = parseArgs({
  options: { provider: { type: 'boolean' }, from: { type: 'string' }, to: { type: 'string' } },
  allowPositionals: false,
});

/**
 * npm run reconcile: checks the ledger's invariants and prints every difference with its events.
 * Exits 1 when there is a difference, 0 (and "0 differences") when there is none. Reactors are not
 * run here (their effects are jobs, the app's to do); the read models catch up first.
 */
async function run(): Promise<number> {
  const config = loadConfig();
  const ctx = await createAppContext(config, createLogger('warn', false, { quietConnectErrors: true }));
  try {
    await migrateLatest(ctx.knex);
    registerModules(
      ctx,
      modules.map((m) => ({
        ...m,
        projections: m.projections && ((c) => m.projections!(c).filter((p) => !p.reactor)),
      })),
    );
    await catchUp(ctx);
    if (args.values.provider) return await againstProviders(ctx);
    const differences = await reconcileLedger(ctx.knex, { now: ctx.now() });
    for (const line of describeDifferences(differences)) console.log(line);
    console.log(`${differences.length} ${differences.length === 1 ? 'difference' : 'differences'}`);
    return differences.length ? 1 : 0;
  } finally {
    await ctx.close();
  }
}

/**
 * npm run reconcile -- --provider [--from YYYY-MM-DD] [--to YYYY-MM-DD]: the ledger against what each
 * card provider reports through its SDK (Stripe's balance transactions; Square's payments, refunds and
 * payouts) for the period (default the 30 days up to now, and anything dated later today), every difference listed.
 */
async function againstProviders(ctx: AppContext): Promise<number> {
  const to = args.values.to ? new Date(`${args.values.to}T00:00:00Z`) : new Date(ctx.now().getTime() + 86_400_000);
  const from = args.values.from ? new Date(`${args.values.from}T00:00:00Z`) : new Date(to.getTime() - 30 * 86_400_000);
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || from >= to)
    throw new Error('--from and --to are dates like 2026-01-31, --from before --to');
  let total = 0;
  for (const check of await reconcileProviders(ctx, { from, to })) {
    if (!check.checked) {
      console.log(`${check.provider}: not checked (${check.error})`);
      continue;
    }
    console.log(`${check.provider}: ${check.movements} movements from ${from.toISOString()} to ${to.toISOString()}`);
    for (const line of describeDifferences(check.differences)) console.log(line);
    total += check.differences.length;
  }
  console.log(`${total} ${total === 1 ? 'difference' : 'differences'} with the providers`);
  return total ? 1 : 0;
}

/** The running app keeps the read models at the head; without it, this process catches them up. */
async function catchUp(ctx: AppContext) {
  const names = READ.filter((n) => ctx.projections.get(n));
  const head = await ctx.store.head();
  if (head === 'start') return;
  if (await ctx.projections.waitFor(head, names, 3000)) return;
  ctx.projections.start();
  if (!(await ctx.projections.waitFor(head, names, CATCH_UP_MS)))
    throw new Error(`The read models did not catch up with the log in ${CATCH_UP_MS / 1000} s: ${names.join(', ')}`);
}

run().then(
  (code) => process.exit(code),
  (error) => failCli(error, 2),
);
