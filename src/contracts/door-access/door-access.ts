import { z } from 'zod';
import { pageOf } from '../lists';

/** PUT /api/admin/door-access/settings. `secret` omitted keeps the saved one; null removes it. */
export const doorAccessSettingsInput = z
  .object({
    enabled: z.boolean(),
    provider: z.enum(['none', 'generic_webhook'], 'Choose a provider'),
    webhookUrl: z
      .string()
      .trim()
      .max(2000)
      .nullable()
      .transform((v) => v || null)
      .refine((v) => v === null || URL.canParse(v), 'The webhook URL is not a valid URL'),
    secret: z.string().min(16, 'The signing secret must be at least 16 characters').max(200).nullable().optional(),
    minutesBefore: z
      .number('Minutes before must be a number')
      .int('Minutes before must be a whole number')
      .min(0, 'Minutes before cannot be negative')
      .max(240, 'A code opens at most 240 minutes before the booking'),
    codeLength: z
      .number('Code length must be 4 to 8 digits')
      .int('Code length must be 4 to 8 digits')
      .min(4, 'Code length must be 4 to 8 digits')
      .max(8, 'Code length must be 4 to 8 digits'),
  })
  .refine((s) => s.provider !== 'generic_webhook' || s.webhookUrl !== null, {
    message: 'The generic webhook needs a URL',
    path: ['webhookUrl'],
  });
export type DoorAccessSettingsBody = z.input<typeof doorAccessSettingsInput>;

export interface DoorAccessSettingsAnswer {
  enabled: boolean;
  provider: 'none' | 'generic_webhook';
  webhookUrl: string | null;
  hasSecret: boolean;
  minutesBefore: number;
  codeLength: number;
  updatedAt: string | null;
}

export interface DoorCodeLogItem {
  eventId: string;
  bookingId: string;
  reference: string;
  action: 'issued' | 'updated' | 'revoked';
  bayName: string | null;
  customerName: string | null;
  code: string | null;
  validFrom: string | null;
  validUntil: string | null;
  at: string;
  deliveryStatus: 'pending' | 'delivered' | 'failed' | 'not_sent';
  deliveryAttempts: number | null;
  deliveryError: string | null;
}

/** GET /api/bookings/:id/door-code: the owner's code while it opens the door. */
export interface BookingDoorCodeAnswer {
  code: string;
  validFrom: string;
  validUntil: string;
  /** validFrom as the venue's clock shows it ("5:45 PM"). */
  opensAt: string;
}

/** The answers as zod contracts for the OpenAPI document, each checked against its type above. */
export const doorAccessSettingsAnswer = z.object({
  enabled: z.boolean(),
  provider: z.enum(['none', 'generic_webhook']),
  webhookUrl: z.string().nullable(),
  hasSecret: z.boolean(),
  minutesBefore: z.number().int(),
  codeLength: z.number().int(),
  updatedAt: z.string().nullable(),
}) satisfies z.ZodType<DoorAccessSettingsAnswer>;
export const doorCodeLogItem = z.object({
  eventId: z.string(),
  bookingId: z.string(),
  reference: z.string(),
  action: z.enum(['issued', 'updated', 'revoked']),
  bayName: z.string().nullable(),
  customerName: z.string().nullable(),
  code: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  at: z.string(),
  deliveryStatus: z.enum(['pending', 'delivered', 'failed', 'not_sent']),
  deliveryAttempts: z.number().int().nullable(),
  deliveryError: z.string().nullable(),
}) satisfies z.ZodType<DoorCodeLogItem>;
export const doorCodeLogPage = pageOf(doorCodeLogItem);
export const bookingDoorCodeAnswer = z
  .object({ code: z.string(), validFrom: z.string(), validUntil: z.string(), opensAt: z.string() })
  .nullable() satisfies z.ZodType<BookingDoorCodeAnswer | null>;
