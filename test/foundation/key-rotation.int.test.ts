import { randomUUID } from 'node:crypto';
import { rotateSealedSecrets } from '../../src/cli/key-rotation';
import {
  saveDoorAccessSettings,
  DOOR_ACCESS_SECRET_PURPOSE,
} from '../../src/commands/door-access/door-access.commands';
import { decryptSmsBody, encryptSmsBody } from '../../src/integrations/twilio/sms-body-crypto';
import { openSecret } from '../../src/lib/sealed-secret';
import { doorAccessSettings } from '../../src/projections/door-access/door-access.queries';
import { startTestApp, type TestApp } from '../harness/test-app';

const OLD = 'k1:the-old-encryption-key-of-this-venue-0123456789';
const NEW = 'k2:the-new-encryption-key-of-this-venue-9876543210';

describe('npm run keys:rotate', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { ENCRYPTION_KEY: OLD } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('seals queued texts and the door secret again under the new first key, and a second run changes nothing', async () => {
    const smsId = randomUUID();
    await app.ctx.knex('outbound_sms').insert({
      id: smsId,
      to_phone: '+12125550123',
      reason: 'test',
      body_encrypted: encryptSmsBody(app.ctx.config, 'Your bay is ready.'),
      created_at: new Date(),
    });
    await saveDoorAccessSettings(
      app.ctx,
      {
        enabled: true,
        provider: 'generic_webhook',
        webhookUrl: 'https://doors.example.test/hook',
        secret: 'door-signing-secret',
        minutesBefore: 15,
        codeLength: 6,
      },
      'system',
    );

    const customer = randomUUID();
    const customerKey = await app.ctx.personalData.keyForWrite(customer);

    // The operator puts the new key first, keeping the old one, and rotates.
    app.ctx.config.ENCRYPTION_KEY = `${NEW},${OLD}`;
    const first = await rotateSealedSecrets(app.ctx);
    expect(first).toEqual({
      texts: 1,
      doorSecret: 1,
      customerKeys: 1,
      stillUnderOldKeys: { webhooks: 0, calendarFeeds: 0 },
    });

    // Everything opens with the new key alone, so the old one can go.
    const onlyNew = { ...app.ctx.config, ENCRYPTION_KEY: NEW };
    const row = await app.ctx.knex('outbound_sms').where({ id: smsId }).first();
    expect(decryptSmsBody(onlyNew, row.body_encrypted)).toBe('Your bay is ready.');
    const door = await doorAccessSettings(app.ctx.knex);
    expect(openSecret(onlyNew, DOOR_ACCESS_SECRET_PURPOSE, door.secretSealed!)).toBe('door-signing-secret');
    expect(door).toMatchObject({ enabled: true, webhookUrl: 'https://doors.example.test/hook', codeLength: 6 });
    const keyRow = await app.ctx.knex('customer_keys').where({ user_id: customer }).first();
    expect(Buffer.from(openSecret(onlyNew, 'customer-data-key', keyRow.key_sealed), 'base64')).toEqual(customerKey);

    const second = await rotateSealedSecrets(app.ctx);
    expect(second).toEqual({
      texts: 0,
      doorSecret: 0,
      customerKeys: 0,
      stillUnderOldKeys: { webhooks: 0, calendarFeeds: 0 },
    });
    expect((await app.ctx.knex('outbound_sms').where({ id: smsId }).first()).body_encrypted).toBe(row.body_encrypted);
  });
});
