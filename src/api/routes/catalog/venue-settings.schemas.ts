import { z } from 'zod';
import { wholeNumber } from '../../admin-bounds';
import { toE164 } from '../../../lib/phone-number';
import { NOTIFICATION_KINDS } from '../../../domain/catalog/venue-settings';

export const PHONE_MESSAGE = 'Support phone must be a valid phone number, like +12125550123';
export const ADVANCE_DAYS_MESSAGE = 'Default advance booking days must be a whole number from 1 to 365';

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
  defaultAdvanceBookingDays: wholeNumber('Default advance booking days', 1, 365, ADVANCE_DAYS_MESSAGE),
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
