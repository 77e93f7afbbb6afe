import fc from 'fast-check';
import { grantCredits } from '../../src/commands/credits/credits.commands';
import { addDays } from '../../src/domain/catalog/venue-time';
import {
  book,
  buyGiftCard,
  cancelAhead,
  cancelPlan,
  customer,
  differencesNow,
  extend,
  instantOf,
  joinPlan,
  keyOf,
  newCoupon,
  noShow,
  renewPlan,
  switchPlan,
  startLedgerWorld,
  type Customer,
  type LedgerWorld,
} from './ledger-fixtures';
import { describeDifferences } from '../../src/projections/ledger';

const PLANS = ['basic', 'member', 'premium'] as const;

/** One step a customer (or the venue, for them) takes. */
export type Step =
  | { kind: 'book'; hours: 1 | 2; credits: 0 | 0.5 | 1 | 2; coupon: boolean; giftCard: boolean }
  | { kind: 'extend' }
  | { kind: 'cancel'; hoursAhead: 30 | 5 | 1 }
  | { kind: 'giftCard'; dollars: number }
  | { kind: 'grant'; credits: 1 | 2 }
  | { kind: 'join' | 'switch'; plan: (typeof PLANS)[number] }
  | { kind: 'cancelPlan' }
  | { kind: 'renew' }
  | { kind: 'noShow' };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      hours: fc.constantFrom(1 as const, 2 as const),
      credits: fc.constantFrom(0 as const, 0.5 as const, 1 as const, 2 as const),
      coupon: fc.boolean(),
      giftCard: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'extend' as const }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      hoursAhead: fc.constantFrom(30 as const, 5 as const, 1 as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('giftCard' as const), dollars: fc.integer({ min: 10, max: 80 }) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('grant' as const), credits: fc.constantFrom(1 as const, 2 as const) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('join' as const, 'switch' as const),
      plan: fc.constantFrom(...PLANS),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'cancelPlan' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'renew' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'noShow' as const }) },
);

export const sequence = fc.array(step, { minLength: 1, maxLength: 5 });

const START_TIMES = ['08:00', '11:00', '14:00'];

interface Run {
  world: LedgerWorld;
  c: Customer;
  bayId: string;
  date: string;
  bookings: Array<{ id: string; startsAt: string }>;
  giftCard: string | null;
}

/** Runs a sequence for a fresh customer on its own bay and date; answers the new differences it made. */
export async function runSequence(
  world: LedgerWorld,
  index: number,
  steps: Step[],
  known: Set<string>,
): Promise<string[]> {
  world.t.setNow(world.base);
  const c = await customer(world, 2);
  const run: Run = {
    world,
    c,
    bayId: world.bays[index % world.bays.length],
    date: addDays(world.t.day(0), 2 + Math.floor(index / world.bays.length)),
    bookings: [],
    giftCard: null,
  };
  for (const s of steps) {
    await apply(run, s);
    world.t.setNow(world.base);
  }
  const after = await differencesNow(world);
  const fresh = after.filter((d) => !known.has(keyOf(d)));
  for (const d of fresh) known.add(keyOf(d));
  return describeDifferences(fresh);
}

async function apply(run: Run, s: Step): Promise<void> {
  const { world, c } = run;
  const last = run.bookings[run.bookings.length - 1];
  switch (s.kind) {
    case 'book': {
      const startTime = START_TIMES[run.bookings.length];
      if (!startTime) return;
      if (s.giftCard && !run.giftCard) run.giftCard = await buyGiftCard(c, 3000);
      const coupon = s.coupon ? (await newCoupon(world.t.app.ctx)).code : undefined;
      const slot = { bayId: run.bayId, date: run.date, startTime, duration: s.hours };
      const res = await book(c, slot, {
        creditsUsed: Math.min(s.credits, s.hours),
        couponCode: coupon,
        giftCardCode: s.giftCard ? (run.giftCard ?? undefined) : undefined,
      });
      if (res.bookingId) run.bookings.push({ id: res.bookingId, startsAt: instantOf(world, run.date, startTime) });
      return;
    }
    case 'extend':
      if (last) await extend(c, last.id, 1);
      return;
    case 'cancel':
      if (last) await cancelAhead(world, c, last.id, last.startsAt, s.hoursAhead);
      return;
    case 'noShow':
      if (last) await noShow(world, c, last.id, last.startsAt);
      return;
    case 'giftCard':
      await buyGiftCard(c, s.dollars * 100);
      return;
    case 'grant':
      await grantCredits(world.t.app.ctx, {
        userId: c.user.id,
        bucket: 'general',
        amount: s.credits,
        reason: 'property test',
        operationId: `grant-${c.user.id}-${Math.random()}`,
      });
      return;
    case 'join':
      await joinPlan(c, s.plan);
      return;
    case 'switch':
      await switchPlan(c, s.plan);
      return;
    case 'cancelPlan':
      await cancelPlan(c);
      return;
    case 'renew':
      await renewPlan(world, c);
      return;
  }
}

/** Runs in this file (the env's total, 300 by default, split over the property files). */
export function runsPerFile(files: number): number {
  const total = Number(process.env.LEDGER_PROPERTY_RUNS ?? 300);
  return Math.max(1, Math.ceil(total / files));
}

/**
 * The property: after any sequence, the reconciliation finds nothing new. A failure prints fast-check's
 * seed and path (replay with LEDGER_PROPERTY_SEED and LEDGER_PROPERTY_PATH) and the differences found.
 */
export async function checkLedgerProperty(world: LedgerWorld, part: number, files: number): Promise<void> {
  let index = 0;
  // What earlier sequences left (each is judged by what it adds): the venue is shared, sequences are not reset.
  const known = new Set((await differencesNow(world)).map(keyOf));
  const seedEnv = process.env.LEDGER_PROPERTY_SEED;
  await fc.assert(
    fc.asyncProperty(sequence, async (steps) => {
      const found = await runSequence(world, index++, steps, known);
      if (found.length) throw new Error(`${found.length} new differences:\n${found.join('\n')}`);
    }),
    {
      numRuns: runsPerFile(files),
      seed: seedEnv ? Number(seedEnv) : undefined,
      path: process.env.LEDGER_PROPERTY_PATH,
      // Each run books real bays: shrinking would replay hundreds of them. The seed and path replay it.
      endOnFailure: true,
      // Always tried first: a refund after an extension (each payment of the booking paid back).
      examples: [
        [
          [
            { kind: 'book', hours: 1, credits: 0, coupon: false, giftCard: false },
            { kind: 'extend' },
            { kind: 'cancel', hoursAhead: 30 },
          ],
        ],
      ],
      reporter: (details) => {
        if (!details.failed) return;
        const message = fc.defaultReportMessage(details) ?? 'property failed';
        const cause =
          details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance ?? '');
        throw new Error(`ledger property (file ${part} of ${files}) failed:\n${message}\n${cause}`);
      },
    },
  );
}

/** One property file: its own venue, its share of the sequences (files run side by side in jest). */
export function describeLedgerProperty(part: number, files: number): void {
  describe(`the ledger after random sequences of bookings, refunds, credits, gift cards and memberships (part ${part})`, () => {
    let world: LedgerWorld;
    beforeAll(async () => {
      world = await startLedgerWorld(4);
    }, 120_000);
    afterAll(async () => {
      await world?.t.app.close();
    });

    it(`finds no difference after any of ${runsPerFile(files)} sequences`, async () => {
      await checkLedgerProperty(world, part, files);
    }, 1_800_000);
  });
}
