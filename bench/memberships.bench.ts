import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../src/app-context';
import { payOrder } from '../src/commands/checkout/run-order.command';
import { openMembershipSession, systemBuyer } from '../src/commands/memberships/membership-payment-sessions';
import { settleOpenMembershipSessions } from '../src/commands/memberships/membership-session-settlement';
import { loadPlan, seedPlans } from '../src/commands/memberships/plan.commands';
import { renewDueMemberships } from '../src/commands/memberships/renew-memberships.command';
import { startBenchApp } from './bench-support';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 300);
const CONCURRENCY = 16;

/** Runs `work` over `jobs` with `concurrency` workers; answers the time and rate. */
async function timed<J>(jobs: J[], concurrency: number, work: (job: J) => Promise<unknown>) {
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) await work(jobs[next++]);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const ms = performance.now() - started;
  return { count: jobs.length, ms: Math.round(ms), perSecond: Math.round((jobs.length / ms) * 1000) };
}

const card = { cardNumber: '4242424242424242', expiryMonth: 12, expiryYear: 39, cvv: '123', cardholderName: 'BENCH' };

/**
 * Memberships at a busy venue, through the card twin: members joining (the paid order for the first
 * month that keeps the card), the renewal job charging every one of them at the period end (and run
 * again: nothing charged twice), and the settle job collecting hosted checkout pages paid at once.
 */
export default async function membershipsBench(): Promise<void> {
  const app = await startBenchApp({
    env: {
      // The card twin stands in for the providers outside production.
      NODE_ENV: 'development',
      DATABASE_POOL_MAX: '20',
      SEED_DEMO: 'false',
      SESSION_SECRET: randomBytes(24).toString('hex'),
    },
  });
  const ctx: AppContext = app.running.ctx;
  let clock = Date.now();
  ctx.now = () => new Date(clock);
  try {
    await seedPlans(ctx);
    await ctx.projections.waitFor(await ctx.store.head(), ['memberships'], 30_000);
    const users = Array.from({ length: MEMBERS }, () => randomUUID());

    const join = await timed(users, CONCURRENCY, async (userId) => {
      const token = await ctx.payments.twin.issueToken(card, ctx.now());
      await payOrder(
        ctx,
        { lines: [{ type: 'membership', planId: 'member' }], sourceId: token.token, idempotencyKey: `join-${userId}` },
        systemBuyer(userId),
      );
    });
    console.log(`join (first month, card kept): ${join.count} in ${join.ms} ms, ${join.perSecond}/s`);

    clock += 32 * 86_400_000;
    const charges = async () => Number((await ctx.knex('card_twin_charges').count({ n: '*' }))[0].n);
    const before = await charges();
    let t = performance.now();
    const first = await renewDueMemberships(ctx);
    const renewMs = Math.round(performance.now() - t);
    const afterFirst = await charges();
    t = performance.now();
    const second = await renewDueMemberships(ctx);
    const againMs = Math.round(performance.now() - t);
    console.log(
      `renewal job: ${first.renewed} renewed (${afterFirst - before} charges) in ${renewMs} ms, ` +
        `${Math.round((first.renewed / renewMs) * 1000)}/s; run again: ${second.renewed} renewed, ` +
        `${(await charges()) - afterFirst} charges, ${againMs} ms`,
    );

    // Hosted checkout pages, opened and paid, then collected by the settle job.
    const premium = (await loadPlan(ctx, 'premium'))!;
    const guests = Array.from({ length: Math.min(MEMBERS, 200) }, () => randomUUID());
    const opened = await timed(guests, CONCURRENCY, async (userId) => {
      const session = await openMembershipSession(ctx, {
        plan: premium,
        buyer: systemBuyer(userId),
        origin: 'http://localhost',
      });
      const token = await ctx.payments.twin.issueToken(card, ctx.now());
      await ctx.payments.twin.checkouts.pay(new URL(session.checkoutUrl!).pathname.split('/').pop()!, token.token);
    });
    console.log(`hosted checkout opened and paid: ${opened.count} in ${opened.ms} ms, ${opened.perSecond}/s`);
    t = performance.now();
    const settled = await settleOpenMembershipSessions(ctx);
    const settleMs = Math.round(performance.now() - t);
    t = performance.now();
    const settledAgain = await settleOpenMembershipSessions(ctx);
    console.log(
      `settle job: ${settled.completed} started in ${settleMs} ms, ${Math.round((settled.completed / settleMs) * 1000)}/s; ` +
        `run again: ${settledAgain.completed} more in ${Math.round(performance.now() - t)} ms`,
    );
  } finally {
    await app.close();
  }
}
