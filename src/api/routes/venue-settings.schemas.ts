import { z } from 'zod';
import { toE164 } from '../../domain/users/phone-number';
import { DOOR_PROVIDERS, NOTIFICATION_KINDS } from '../../domain/catalog/venue-settings';

export const PHONE_MESSAGE = 'Support phone must be a valid phone number, like +12125550123';
export const ADVANCE_DAYS_MESSAGE = 'Default advance booking days must be a whole number from 1 to 365';
export const HTTPS_MESSAGE = 'The webhook URL must start with https://';

export const systemSettingsSchema = z.object({
  venueName: z
    .string({ error: 'Venue name is required' })
    .trim()
    .min(1, 'Venue name is required')
    .max(100, 'Venue name is too long'),
  supportPhone: z
    .string({ error: PHONE_MESSAGE })
    .nullish()
    .transform((v, c) => {
      if (!v || !v.trim()) return null;
      const e164 = toE164(v);
      if (!e164) {
        c.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return e164;
    }),
  defaultAdvanceBookingDays: z.coerce
    .number({ error: ADVANCE_DAYS_MESSAGE })
    .int(ADVANCE_DAYS_MESSAGE)
    .min(1, ADVANCE_DAYS_MESSAGE)
    .max(365, ADVANCE_DAYS_MESSAGE),
});

export const notificationsSchema = z.object({
  channels: z
    .array(
      z.object({
        kind: z.enum(NOTIFICATION_KINDS, {
          error: `Notification kind must be one of: ${NOTIFICATION_KINDS.join(', ')}`,
        }),
        sms: z.boolean({ error: 'sms must be true or false' }),
        email: z.boolean({ error: 'email must be true or false' }),
      }),
      { error: 'channels must be a list of {kind, sms, email}' },
    )
    .max(NOTIFICATION_KINDS.length * 2),
});

const minutes = (label: string) =>
  z.coerce
    .number({ error: `${label} must be 0 to 1440 minutes` })
    .int(`${label} must be a whole number of minutes`)
    .min(0, `${label} must be 0 to 1440 minutes`)
    .max(1440, `${label} must be 0 to 1440 minutes`);

/** Door settings; a webhook needs a URL, and https unless the app runs in development. */
export const doorAccessSchema = (allowHttp: boolean) =>
  z
    .object({
      provider: z.enum(DOOR_PROVIDERS, { error: "Provider must be 'none' or 'generic_webhook'" }),
      webhookUrl: z
        .string()
        .trim()
        .max(500, 'The webhook URL is too long')
        .nullish()
        .transform((v) => v || null),
      codeLength: z.coerce
        .number({ error: 'Code length must be 4 to 8 digits' })
        .int('Code length must be 4 to 8 digits')
        .min(4, 'Code length must be 4 to 8 digits')
        .max(8, 'Code length must be 4 to 8 digits'),
      validBeforeMinutes: minutes('Minutes valid before the start'),
      validAfterMinutes: minutes('Minutes valid after the end'),
    })
    .superRefine((d, c) => {
      if (!d.webhookUrl) {
        if (d.provider === 'generic_webhook')
          c.addIssue({
            code: 'custom',
            path: ['webhookUrl'],
            message: 'A webhook URL is required for the webhook provider',
          });
        return;
      }
      let url: URL;
      try {
        url = new URL(d.webhookUrl);
      } catch {
        c.addIssue({ code: 'custom', path: ['webhookUrl'], message: 'The webhook URL is not a valid URL' });
        return;
      }
      const ok = url.protocol === 'https:' || (allowHttp && url.protocol === 'http:');
      if (!ok) c.addIssue({ code: 'custom', path: ['webhookUrl'], message: HTTPS_MESSAGE });
    });
