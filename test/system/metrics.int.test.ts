import { randomBytes } from 'node:crypto';
import { seedOffers } from '../../src/commands/offers/offer.commands';
import { setUpVenue, startBookingApp, type BookingTestApp } from '../bookings/booking-fixtures';
import { cardToken } from '../payments/payment-fixtures';
import { signUp } from '../harness/auth';
import { waitFor } from '../harness/wait-for';

const TOKEN = randomBytes(16).toString('hex');

/** The value of one series in a Prometheus text exposition, or undefined when it is absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)\{([^}]*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2].split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('/metrics', () => {
  let t: BookingTestApp;
  let bays: string[];
  beforeAll(async () => {
    t = await startBookingApp({ METRICS_TOKEN: TOKEN });
    bays = await setUpVenue(t.app.ctx, 1);
    await seedOffers(t.app.ctx);
  });
  afterAll(async () => {
    await t.app.close();
  });

  const scrape = async () => {
    const res = await t.app.client().get('/metrics', { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    return res.text as string;
  };

  it('is refused without the token, with a wrong one, and to a proxied request', async () => {
    expect((await t.app.client().get('/metrics')).status).toBe(404);
    expect((await t.app.client().get('/metrics', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(404);
    expect((await t.app.client().get('/metrics', { authorization: `Bearer ${TOKEN.slice(1)}x` })).status).toBe(404);
  });

  it('after a paid booking: latency by route pattern, appends, checkout and SMS outcomes, lag and queues', async () => {
    const { client, user } = await signUp(t.app);
    const paid = await client.post('/api/square/process-payment', {
      sourceId: await cardToken(client),
      amount: 3500,
      currency: 'USD',
      storeCard: false,
      bookingData: {
        date: t.day(3),
        time: '10:00',
        duration: 1,
        bayId: bays[0],
        creditsUsed: 0,
        addCreditOffer: false,
      },
    });
    expect(paid.status).toBe(201);
    expect((await client.get(`/api/user-credits/${user.id}`)).status).toBe(200);

    // The sign-in code is a text: wait until its delivery is recorded, and the read models caught up.
    const text = await waitFor(scrape, {
      until: (scraped) =>
        (sample(scraped, 'golf_sms_delivery_outcomes_total', { outcome: 'sent' }) ?? 0) >= 1 &&
        sample(scraped, 'golf_projection_lag_events', { projection: 'bookings' }) === 0,
      what: 'a text sent and the bookings read model caught up, in the metrics',
    });

    const payment = { method: 'POST', route: '/api/square/process-payment', status: '2xx' };
    expect(sample(text, 'golf_http_request_duration_seconds_count', payment)).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'golf_http_request_duration_seconds_sum', payment)).toBeGreaterThan(0);
    const byId = { method: 'GET', route: '/api/user-credits/:userId', status: '2xx' };
    expect(sample(text, 'golf_http_request_duration_seconds_count', byId)).toBe(1);
    expect(text).not.toContain(user.id);

    expect(sample(text, 'golf_event_store_appended_events_total', { category: 'bay_day' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'golf_checkout_outcomes_total', { outcome: 'completed' })).toBe(1);
    expect(sample(text, 'golf_sms_delivery_outcomes_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);

    expect(sample(text, 'golf_projection_lag_events', { projection: 'bookings' })).toBe(0);
    expect(sample(text, 'golf_projection_lag_milliseconds', { projection: 'bookings' })).toBe(0);
    expect(sample(text, 'golf_queue_failed_jobs', { queue: 'sms-send' })).toBe(0);
    expect(sample(text, 'golf_queue_jobs', { queue: 'sms-send', state: 'waiting' })).toBeGreaterThanOrEqual(0);
  });
});
