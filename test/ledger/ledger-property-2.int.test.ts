import { checkLedgerProperty, runsPerFile } from './ledger-property';
import { startLedgerWorld, type LedgerWorld } from './ledger-fixtures';

const FILES = 3;

/** Part 2 of the ledger's property: random customer sequences keep every reconciliation invariant. */
describe('the ledger after random sequences of bookings, refunds, credits, gift cards and memberships (part 2)', () => {
  let world: LedgerWorld;
  beforeAll(async () => {
    world = await startLedgerWorld(4);
  }, 120_000);
  afterAll(async () => {
    await world?.t.app.close();
  });

  it(`finds no difference after any of ${runsPerFile(FILES)} sequences`, async () => {
    await checkLedgerProperty(world, 2, FILES);
  }, 1_800_000);
});
