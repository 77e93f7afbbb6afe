import { signUp } from '../harness/auth';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signUpOnLoginPage, venueDate } from './support/web-app';

const h = useWebHarness();

describe('entering a tournament in the browser', () => {
  it('opens the booking modal in tournament mode from the home page and pays the entry fee at 375 px', async () => {
    // A published tournament 12 days out: past a guest's 7-day window, open for entries all the same.
    const admin = (await signUp(h.app, undefined, { role: 'admin' })).client;
    const date = venueDate(12);
    const created = await admin.post('/api/admin/tournaments', {
      name: 'Browser Open',
      date,
      startTime: '18:00',
      endTime: '22:00',
      format: 'scramble',
      teamSize: 2,
      maxParticipants: 8,
      numberOfHoles: 9,
      entryFee: '30.00',
      reservationLength: 120,
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await admin.post(`/api/admin/tournaments/${id}/status`, { status: 'active' })).status).toBe(200);

    const { page, context } = await newPage(h, 375, 800);
    await signUpOnLoginPage(page, h.app, 'Tee', 'Timer');
    const card = page.getByTestId('home-tournaments');
    const item = card.getByRole('listitem').filter({ hasText: 'Browser Open' });
    await item.getByRole('button', { name: 'Enter' }).click();

    const modal = page.getByTestId('booking-modal');
    await modal.getByTestId('tournament-mode').waitFor();
    await modal.getByRole('heading', { name: /Browser Open/ }).waitFor();
    const grid = modal.getByTestId('slot-grid');
    await grid.waitFor();
    await expect(
      grid.locator('[data-time]').evaluateAll((b) => b.map((x) => x.getAttribute('data-time'))),
    ).resolves.toEqual(['18:00', '20:00']);
    await expect(modal.getByTestId('tournament-duration').textContent()).resolves.toContain('2 hours');
    await modal.getByText('Credits cannot be used for tournament entries.').waitFor();
    await grid.locator('[data-time="20:00"]').click();
    await modal.getByRole('radio', { name: /^Bay 2\b/ }).check();
    await modal.getByTestId('quote-total').getByText('$30.00').waitFor();
    const action = page.getByTestId('booking-action');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="booking-action"]')?.textContent === 'Reserve Bay - $30.00',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(page, 'tournament-mode-375');
    await action.click();

    const payment = page.getByTestId('payment-dialog');
    await payment.waitFor();
    await payment.getByLabel('Cardholder Name').fill('tee timer');
    await payment.getByLabel('Card Number').fill('4242 4242 4242 4242');
    await payment.getByLabel('Month (MM)').fill('12');
    await payment.getByLabel('Year (YY)').fill('34');
    await payment.getByLabel('CVV').fill('123');
    await payment.getByRole('button', { name: 'Pay $30.00' }).click();
    await page.getByTestId('toast').getByText("You're In!").waitFor();
    await page.waitForURL(/\/payment-success\?booking_id=/);

    const entrants = (await admin.get(`/api/tournament-participants?tournamentId=${id}`)).body;
    expect(entrants).toEqual([
      expect.objectContaining({ name: 'Tee Timer', bayName: 'Bay 2', startTime: '20:00:00', status: 'registered' }),
    ]);
    await page.goto('/my-account');
    await page.getByRole('tab', { name: 'Tournaments' }).click();
    await page.getByText('Browser Open').waitFor();
    await page.getByText(/your tee time 8:00 PM/).waitFor();
    await context.close();
  });
});
