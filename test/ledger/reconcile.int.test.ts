import { signUp } from '../harness/auth';
import { book, caughtUp, customer, startLedgerWorld, type LedgerWorld } from './ledger-fixtures';
import { readLog } from '../harness/event-log';
import { reconcileCli as runCli } from './reconcile-cli';

const reconcileCli = (w: LedgerWorld) => runCli(w.t.app);

describe('reconciling the ledger: npm run reconcile, the admin page and the alert', () => {
  let w: LedgerWorld;
  beforeAll(async () => {
    w = await startLedgerWorld(2);
  }, 120_000);
  afterAll(async () => {
    await w?.t.app.close();
  });

  const alertCount = async () =>
    (await w.admin.get('/api/admin/alerts')).body.summary.find(
      (a: { kind: string }) => a.kind === 'ledger_differences',
    );

  it('finds 0 differences on a clean venue, and says so', async () => {
    const c = await customer(w);
    expect(
      (await book(c, { bayId: w.bays[0], date: w.t.day(3), startTime: '10:00', duration: 1 })).bookingId,
    ).toBeTruthy();
    await caughtUp(w.t);
    const cli = await reconcileCli(w);
    expect(cli.out).toContain('0 differences');
    expect(cli.code).toBe(0);
    const page = await w.admin.get('/api/admin/reconciliation');
    expect(page.status).toBe(200);
    expect(page.body.differences).toEqual([]);
    expect(page.body.accounts).toEqual(
      expect.arrayContaining([{ account: 'card_clearing', unit: 'cents', balance: 3500 }]),
    );
    expect(await alertCount()).toMatchObject({ count: 0, link: '/admin/reconciliation' });
  }, 180_000);

  it('lists a read model that disagrees with the ledger, with its events, exits 1 and raises the alert', async () => {
    const c = await customer(w);
    const { bookingId } = await book(c, { bayId: w.bays[1], date: w.t.day(3), startTime: '12:00', duration: 1 });
    await caughtUp(w.t);
    // The account page's total spent reads `payments`: a row that says the customer paid more.
    await w.t.app.ctx.knex('payments').where({ booking_id: bookingId }).update({ card_cents: 4000 });

    const page = await w.admin.get('/api/admin/reconciliation');
    expect(page.body.differences).toEqual([
      {
        check: 'account_total_spent',
        subject: `customer ${c.user.id}`,
        message: 'The account page shows $40.00 spent, the ledger $35.00',
        expected: '$35.00',
        actual: '$40.00',
        eventIds: [expect.any(String)],
      },
    ]);
    const completed = (await readLog(w.t.app.ctx.store, { eventTypes: ['CheckoutCompleted'] })).find(
      (e) => e.data.bookingId === bookingId,
    )!;
    expect(page.body.differences[0].eventIds).toEqual([completed.eventId]);
    expect(await alertCount()).toMatchObject({
      count: 1,
      message: '1 difference between the ledger and what was charged, refunded or shown',
    });

    const cli = await reconcileCli(w);
    expect(cli.code).toBe(1);
    expect(cli.out).toContain(`[account_total_spent] customer ${c.user.id}: The account page shows $40.00 spent`);
    expect(cli.out).toContain(`events: ${completed.eventId}`);
    expect(cli.out).toContain('1 difference');
  }, 180_000);

  it('is for admins only: 401 for visitors, 403 for customers and employees', async () => {
    const customerClient = (await signUp(w.t.app)).client;
    const employee = (await signUp(w.t.app, undefined, { role: 'employee' })).client;
    for (const url of ['/api/admin/reconciliation', '/api/admin/ledger/balances?date=2026-01-01']) {
      expect((await w.t.app.client().get(url)).status).toBe(401);
      expect((await customerClient.get(url)).status).toBe(403);
      expect((await employee.get(url)).status).toBe(403);
    }
    const bad = await w.admin.get('/api/admin/ledger/balances?date=yesterday');
    expect([bad.status, bad.body.message]).toEqual([400, 'Dates look like 2026-01-31.']);
  });
});
