import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { placeBooking, quoteBooking } from '../../src/commands/bookings';
import { signUp } from '../harness/auth';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signInOnLoginPage, venueDate, VENUE_TIMEZONE } from './support/web-app';

const h = useWebHarness();

describe('a bay screen in the browser', () => {
  it('is paired by an admin, then shows the player and the time left, and calls staff', async () => {
    const { user: adminUser } = await signUp(h.app, undefined, { role: 'admin', firstName: 'Dana', lastName: 'Desk' });
    const { user: ada } = await signUp(h.app, undefined, { firstName: 'Ada', lastName: 'Lovelace' });
    const bays = (await h.app.client().get('/api/bays')).body as Array<{ id: string; name: string }>;
    const bay = bays.find((b) => b.name === 'Bay 1')!;

    // The admin pairs a screen on Bay Management and is shown its token once, with the kiosk link.
    const desk = await newPage(h);
    await signInOnLoginPage(desk.page, h.app, adminUser.phoneNumber);
    await desk.page.goto('/admin/bay-management');
    const devices = desk.page.getByRole('region', { name: 'Bay 1 devices' });
    await devices.getByRole('button', { name: 'Pair a Device with Bay 1' }).click();
    await desk.page.getByLabel('Device name').fill('Bay 1 screen');
    await desk.page.getByRole('button', { name: 'Pair Device' }).click();
    const paired = desk.page.getByTestId('paired-device');
    const token = (await paired.getByTestId('device-token').textContent())!;
    const kioskUrl = (await paired.getByTestId('kiosk-url').textContent())!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await paired.getByTestId('agent-command').textContent()).toBe(
      `npm run bay-agent -- --url ${h.app.url} --token ${token}`,
    );
    await screenshot(desk.page, 'bay-screen-paired');
    await paired.getByRole('button', { name: 'Close' }).first().click();
    await devices.getByRole('cell', { name: 'Never' }).waitFor();

    // Ada is booked on Bay 1 from 14:00 to 15:00 tomorrow, and the server's clock says 14:30.
    const date = venueDate(1);
    const quote = await quoteBooking(h.app.ctx, { bayId: bay.id, date, startTime: '14:00', duration: 1 });
    const placed = await placeBooking(h.app.ctx, {
      bookingId: randomUUID(),
      userId: ada.id,
      bayId: bay.id,
      date,
      startTime: '14:00',
      duration: 1,
      quote,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    await h.app.ctx.projections.waitFor(placed.position, ['bookings']);
    const at = DateTime.fromISO(`${date}T14:30`, { zone: VENUE_TIMEZONE }).toMillis();
    const started = Date.now();
    h.app.ctx.now = () => new Date(at + (Date.now() - started));

    // The bay's screen opens the link: the token is kept and leaves the address bar.
    const screen = await newPage(h, 1920, 1080);
    await screen.page.goto(kioskUrl.replace(h.app.url, ''));
    await screen.page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    expect(screen.page.url()).not.toContain(token);
    await expect(screen.page.getByTestId('time-left').textContent()).resolves.toMatch(/^(30:00|29:[0-5]\d)$/);
    // No navigation bar on the kiosk.
    await expect(screen.page.getByRole('button', { name: 'Logout' }).count()).resolves.toBe(0);
    await screenshot(screen.page, 'bay-screen-1920');

    await screen.page.getByRole('button', { name: 'Call Staff' }).click();
    await screen.page.getByText('Staff have been notified').waitFor();
    const chat = await desk.page.request.get(`/api/sms/user-messages/${ada.id}`);
    expect(JSON.stringify(await chat.json())).toContain('Bay 1 needs help');

    // The admin sees the screen's last contact.
    await desk.page.reload();
    await desk.page
      .getByRole('region', { name: 'Bay 1 devices' })
      .getByRole('row', { name: /Bay 1 screen/ })
      .waitFor();
    await expect(
      desk.page.getByRole('region', { name: 'Bay 1 devices' }).getByRole('cell', { name: 'Never' }).count(),
    ).resolves.toBe(0);
    await screen.context.close();
    await desk.context.close();
  });
});
