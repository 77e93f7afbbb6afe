import type { AppContext } from '../app-context';
import { DOOR_ACCESS_SECRET_PURPOSE, saveDoorAccessSettings } from '../commands/door-access/door-access.commands';
import { decryptSmsBody, encryptSmsBody } from '../integrations/twilio/sms-body-crypto';
import { openSecret, sealedWithCurrentKey } from '../lib/sealed-secret';
import { doorAccessSettings } from '../projections/door-access/door-access.queries';

export interface RotationReport {
  /** Queued text bodies sealed again under the current key. */
  texts: number;
  /** 1 when the door system's secret was sealed again (a new settings event), else 0. */
  doorSecret: number;
  /** Customers' personal-data keys (customer_keys) sealed again under the current key. */
  customerKeys: number;
  /**
   * Webhook secrets and calendar-feed tokens under an older key: they are sealed inside their events,
   * which are never rewritten, so the key that sealed them must stay listed in ENCRYPTION_KEY.
   */
  stillUnderOldKeys: { webhooks: number; calendarFeeds: number };
}

/**
 * Seals every stored sealed value that is not under ENCRYPTION_KEY's first key again under it. Values
 * already under it are left alone, so a second run changes nothing.
 */
export async function rotateSealedSecrets(ctx: AppContext): Promise<RotationReport> {
  const keys = ctx.config;
  let texts = 0;
  const rows: { id: string; body_encrypted: string }[] = await ctx
    .knex('outbound_sms')
    .whereNotNull('body_encrypted')
    .select('id', 'body_encrypted');
  for (const row of rows) {
    if (sealedWithCurrentKey(keys, row.body_encrypted)) continue;
    const resealed = encryptSmsBody(keys, decryptSmsBody(keys, row.body_encrypted));
    // Only if the row did not change meanwhile (sent and purged, say).
    texts += await ctx
      .knex('outbound_sms')
      .where({ id: row.id, body_encrypted: row.body_encrypted })
      .update({ body_encrypted: resealed });
  }

  let doorSecret = 0;
  const door = await doorAccessSettings(ctx.knex);
  if (door.secretSealed && !sealedWithCurrentKey(keys, door.secretSealed)) {
    const secret = openSecret(keys, DOOR_ACCESS_SECRET_PURPOSE, door.secretSealed);
    await saveDoorAccessSettings(
      ctx,
      {
        enabled: door.enabled,
        provider: door.provider,
        webhookUrl: door.webhookUrl,
        secret,
        minutesBefore: door.minutesBefore,
        codeLength: door.codeLength,
      },
      'system',
    );
    doorSecret = 1;
  }

  const customerKeys = await ctx.personalData.reseal();

  const old = (sealed: string[]) => sealed.filter((s) => !sealedWithCurrentKey(keys, s)).length;
  const webhooks = old(await ctx.knex('webhooks').pluck('secret_sealed'));
  const calendarFeeds = old(await ctx.knex('calendar_feeds').whereNull('revoked_at').pluck('token_sealed'));
  return { texts, doorSecret, customerKeys, stillUnderOldKeys: { webhooks, calendarFeeds } };
}
