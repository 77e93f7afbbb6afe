import twilio from 'twilio';
import { optedOut } from '../../src/projections/sms/sms-settings.queries';
import { outboxCount, randomIp, readCode, signUp } from '../harness/auth';
import { startTestApp, type TestApp } from '../harness/test-app';
import { waitFor } from '../harness/wait-for';

/** The constant that was accepted outside production when no TWILIO_AUTH_TOKEN was set. */
const PUBLIC_DEV_TOKEN = 'dev-twilio-auth-token';
let sid = 0;

async function inbound(app: TestApp, token: string, from: string, body: string) {
  const url = `${app.url}/api/sms/inbound`;
  const params = { MessageSid: `SM${String(++sid).padStart(32, '0')}`, From: from, To: '+12125559999', Body: body };
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': twilio.getExpectedTwilioSignature(token, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
  return { status: res.status, text: await res.text() };
}

/** Issue 27 #6: inbound SMS is only taken signed with the deployment's own Twilio token. */
describe('inbound SMS without a public development token', () => {
  it('answers 503 without TWILIO_AUTH_TOKEN: a STOP signed with the old dev token opts no one out', async () => {
    const app = await startTestApp({ env: { TWILIO_AUTH_TOKEN: '' } });
    try {
      const { user } = await signUp(app);
      const forged = await inbound(app, PUBLIC_DEV_TOKEN, user.phoneNumber, 'STOP');
      expect(forged.status).toBe(503);
      expect(JSON.parse(forged.text).code).toBe('SMS.NOT_CONFIGURED');
      expect(await optedOut(app.ctx, user.phoneNumber)).toBe(false);
    } finally {
      await app.close();
    }
  });

  it("takes only the deployment's token; a STOP does not stop sign-in codes", async () => {
    const token = 'a-real-twilio-auth-token-for-this-test';
    const app = await startTestApp({ env: { TWILIO_AUTH_TOKEN: token } });
    try {
      const { user } = await signUp(app);
      const admin = (await signUp(app, undefined, { role: 'admin' })).client;
      const smsState = async () => (await admin.get(`/api/admin/users/${user.id}`)).body.smsStopped;
      expect(await smsState()).toBe(false);
      expect((await inbound(app, PUBLIC_DEV_TOKEN, user.phoneNumber, 'STOP')).status).toBe(403);
      expect(await optedOut(app.ctx, user.phoneNumber)).toBe(false);
      expect((await inbound(app, token, user.phoneNumber, 'STOP')).status).toBe(200);
      await waitFor(() => optedOut(app.ctx, user.phoneNumber));
      // The admin customer page shows the STOP (and START again).
      expect(await smsState()).toBe(true);
      // Sign-in codes are transactional: they still arrive after STOP.
      const before = await outboxCount(app, user.phoneNumber);
      const sent = await app
        .client()
        .post('/api/auth/phone/send-code', { phoneNumber: user.phoneNumber }, { 'x-forwarded-for': randomIp() });
      expect(sent.status).toBe(200);
      expect(await readCode(app, user.phoneNumber, before)).toMatch(/^\d{6}$/);
      expect((await inbound(app, token, user.phoneNumber, 'START')).status).toBe(200);
      await waitFor(async () => !(await optedOut(app.ctx, user.phoneNumber)));
      expect(await smsState()).toBe(false);
    } finally {
      await app.close();
    }
  });
});
