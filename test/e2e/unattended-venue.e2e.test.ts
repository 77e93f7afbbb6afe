import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { checkBaySessions } from '../../src/commands/bay-screens';
import { closeEndedTabs } from '../../src/commands/tabs';
import { signUp } from '../harness/auth';
import { waitFor } from '../harness/wait-for';
import { cardToken, giveCredits } from '../payments/payment-fixtures';
import { screenshot } from './support/browser';
import { useWebHarness } from './support/harness-hooks';
import { newPage, signInOnLoginPage, venueDate, VENUE_TIMEZONE } from './support/web-app';

const AGENT = path.resolve(__dirname, '../../scripts/bay-agent.mjs');
const h = useWebHarness();

describe('the unattended venue, in the browser', () => {
  let agent: ChildProcess | null = null;
  afterAll(() => {
    agent?.kill();
  });

  it('pairs a bay screen, starts the session on the screen and in the agent, extends, orders a drink and charges the tab at the end', async () => {
    const { user: adminUser, client: admin } = await signUp(h.app, undefined, { role: 'admin', firstName: 'Dana' });
    const ada = await signUp(h.app, undefined, { firstName: 'Ada', lastName: 'Lovelace' });
    const saved = await ada.client.post(`/api/users/${ada.user.id}/card-on-file`, {
      sourceId: await cardToken(ada.client),
    });
    expect(saved.status).toBe(201);
    await giveCredits(h.app, ada.user.id, 5);
    const bay = ((await h.app.client().get('/api/bays')).body as Array<{ id: string; name: string }>).find(
      (b) => b.name === 'Bay 1',
    )!;
    const lager = (await admin.post('/api/admin/menu-items', { name: 'Test Lager', category: 'beer', price: '7.50' }))
      .body as { id: string };

    // The venue requires its waiver: an unsigned customer cannot book until they sign it.
    const waiver = await admin.put('/api/admin/waiver', { isRequired: true, text: 'I play at my own risk.' });
    expect(waiver.status).toBe(200);

    // The server's clock: tomorrow 13:00, venue time, running.
    const date = venueDate(1);
    const setClock = (time: string) => {
      const at = DateTime.fromISO(`${date}T${time}`, { zone: VENUE_TIMEZONE }).toMillis();
      const from = Date.now();
      h.app.ctx.now = () => new Date(at + (Date.now() - from));
    };
    setClock('13:00');

    // The admin pairs a screen with Bay 1 and is shown its token once.
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
    await paired.getByRole('button', { name: 'Close' }).first().click();

    // The simulator PC's agent, in dry-run, against the running server.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'unattended-'));
    const config = path.join(dir, 'agent.json');
    writeFileSync(config, JSON.stringify({ onStart: 'sim-unlock', onWarning: 'sim-notice', onEnd: 'sim-lock' }));
    let output = '';
    agent = spawn(
      process.execPath,
      [AGENT, '--url', h.app.url, '--token', token, '--config', config, '--state-file', path.join(dir, 's.json')],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    agent.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    agent.stderr!.on('data', (c: Buffer) => (output += c.toString()));

    // The agent is connected to the server's event stream before anything happens on the bay.
    await waitFor(async () => output.includes('[agent] connected'), { what: 'the agent connected', timeoutMs: 60_000 });

    // The bay's screen opens its link: nobody is playing yet.
    const screen = await newPage(h, 1920, 1080);
    await screen.page.goto(kioskUrl.replace(h.app.url, ''));
    await screen.page.getByRole('heading', { name: 'This bay is free' }).waitFor();

    // Ada books Bay 1 for now (14:00-15:00): refused until she signs the waiver.
    const booking = { bayId: bay.id, date, startTime: '14:00', duration: 1, creditsUsed: 1 };
    const unsigned = await ada.client.post('/api/bookings', booking);
    expect([unsigned.status, unsigned.body.code, unsigned.body.message]).toEqual([
      409,
      'WAIVER.REQUIRED',
      "Please sign the venue's waiver before booking.",
    ]);
    const current = (await h.app.client().get('/api/waiver')).body as { version: number };
    expect(
      (await ada.client.post('/api/waiver/sign', { version: current.version, fullName: 'Ada Lovelace' })).status,
    ).toBe(201);
    setClock('13:59:55');
    const booked = await ada.client.post('/api/bookings', booking);
    expect(booked.status).toBe(201);
    const bookingId = booked.body.id as string;

    // 14:00: the session starts on the screen and in the agent.
    setClock('14:00:05');
    await waitFor(async () => (await checkBaySessions(h.app.ctx), output.includes('would run: sim-unlock')), {
      what: "the agent's start command",
      timeoutMs: 60_000,
    });
    expect(output).toContain(`[dry-run] would run: sim-unlock (start, booking ${bookingId}, Ada,`);
    await screen.page.getByRole('heading', { name: 'Welcome, Ada' }).waitFor();
    await expect(screen.page.getByTestId('time-left').textContent()).resolves.toMatch(/^(60:00|59:[0-5]\d)$/);
    await screenshot(screen.page, 'unattended-session-started');

    // Extend from the bay: 30 minutes on the card on file.
    await screen.page.getByRole('button', { name: 'Extend' }).click();
    await screen.page.getByRole('button', { name: '+30 min' }).click();
    await screen.page.getByText('Extended by 30 minutes').waitFor();
    await waitFor(
      async () => /^1:(29|30):\d\d$/.test((await screen.page.getByTestId('time-left').textContent()) ?? ''),
      {
        what: 'the time left after the extension',
      },
    );
    const extended = await h.app.client().get('/api/bay-agent/session', { authorization: `Bearer ${token}` });
    expect(extended.body.current).toMatchObject({
      bookingId,
      endsAt: DateTime.fromISO(`${date}T15:30`, { zone: VENUE_TIMEZONE })
        .toUTC()
        .toISO({ suppressMilliseconds: false }),
    });

    // Order a drink from the bay.
    await screen.page.getByRole('button', { name: 'Order Food & Drinks' }).click();
    const order = screen.page.getByTestId('order-panel');
    await order.getByRole('button', { name: 'Add Test Lager' }).click();
    await order.getByText('Test Lager added to your tab').waitFor();
    await order.getByText('Total $7.50').waitFor();
    await screenshot(screen.page, 'unattended-order');
    await order.getByRole('button', { name: 'Close' }).first().click();

    // 15:30: the session ends on the screen and in the agent, and the tab is charged with a receipt.
    setClock('15:30:05');
    await waitFor(async () => (await checkBaySessions(h.app.ctx), output.includes('would run: sim-lock')), {
      what: "the agent's end command",
      timeoutMs: 60_000,
    });
    await screen.page.getByRole('heading', { name: 'This bay is free' }).waitFor();
    expect(await closeEndedTabs(h.app.ctx)).toMatchObject({ closed: 1, failed: 0 });
    expect(await closeEndedTabs(h.app.ctx)).toMatchObject({ closed: 0 });
    const tab = await waitFor(async () => {
      const t = (await ada.client.get(`/api/bookings/${bookingId}/tab`)).body;
      return t.status === 'charged' && t;
    });
    expect(tab).toMatchObject({
      total: '7.50',
      paidVia: 'card',
      orderId: expect.any(String),
      items: [expect.objectContaining({ menuItemId: lager.id, quantity: 1, addedBy: 'customer' })],
    });
    const receipt = await waitFor(
      async () =>
        (
          (await h.app.client().get(`/api/dev/sms-outbox?phone=${encodeURIComponent(ada.user.phoneNumber)}`)).body
            .messages as { body: string }[]
        ).find((m) => m.body.includes('$7.50'))?.body,
      { what: 'the tab receipt text' },
    );
    expect(receipt).toBeTruthy();

    // Ada sees the paid tab and its receipt on her account.
    const phone = await newPage(h, 390, 844);
    await signInOnLoginPage(phone.page, h.app, ada.user.phoneNumber);
    await phone.page.goto('/my-account');
    await phone.page.getByRole('tab', { name: 'Bookings' }).click();
    const tabs = phone.page.getByRole('region', { name: 'Bar Tabs' });
    await tabs.getByText(/\$7\.50 — Paid by card/).waitFor();
    await tabs.getByText(/\$7\.50 — Paid by card/).click();
    await tabs.getByText('Receipt sent by text and email').waitFor();
    await screenshot(phone.page, 'unattended-account-tab');
    await Promise.all([phone.context.close(), screen.context.close(), desk.context.close()]);
  }, 240_000);
});
