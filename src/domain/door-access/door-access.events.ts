import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

const instant = z.iso.datetime({ offset: true });

export const doorAccessProviders = ['none', 'generic_webhook'] as const;
export type DoorAccessProvider = (typeof doorAccessProviders)[number];

/**
 * The venue's door-access settings. The webhook secret is sealed (src/lib/sealed-secret.ts) so
 * neither the log nor the read model can show it; null keeps no secret.
 */
export const DoorAccessSettingsChanged = defineEvent(
  'DoorAccessSettingsChanged',
  z.object({
    enabled: z.boolean(),
    provider: z.enum(doorAccessProviders),
    webhookUrl: z.string().max(2000).nullable(),
    secretSealed: z.string().nullable(),
    minutesBefore: z.number().int().min(0).max(240),
    codeLength: z.number().int().min(4).max(8),
  }),
);

const window = { validFrom: instant, validUntil: instant };

/** A booking's door code, valid from `minutesBefore` its start to its end. */
export const DoorCodeIssued = defineEvent(
  'DoorCodeIssued',
  z.object({
    bookingId: z.uuid(),
    bayId: z.string(),
    userId: z.string().nullable(),
    code: z.string().min(4).max(40),
    ...window,
    at: instant,
  }),
);

/** The booking moved or grew: the same code, a new window (and perhaps a new bay). */
export const DoorCodeUpdated = defineEvent(
  'DoorCodeUpdated',
  z.object({ bookingId: z.uuid(), bayId: z.string(), ...window, at: instant }),
);

/** The booking was cancelled, released or marked a no-show: the code no longer opens the door. */
export const DoorCodeRevoked = defineEvent(
  'DoorCodeRevoked',
  z.object({ bookingId: z.uuid(), reason: z.string(), at: instant }),
);

export const doorCodeActions = ['issued', 'updated', 'revoked'] as const;
export type DoorCodeAction = (typeof doorCodeActions)[number];

/** The provider accepted the change (`eventId` names the DoorCode* event delivered). */
export const DoorCodeDelivered = defineEvent(
  'DoorCodeDelivered',
  z.object({
    bookingId: z.uuid(),
    eventId: z.uuid(),
    action: z.enum(doorCodeActions),
    attempts: z.number().int().min(1),
    statusCode: z.number().int(),
    at: instant,
  }),
);

/** Every attempt failed: the door system may not know of the change. */
export const DoorCodeDeliveryFailed = defineEvent(
  'DoorCodeDeliveryFailed',
  z.object({
    bookingId: z.uuid(),
    eventId: z.uuid(),
    action: z.enum(doorCodeActions),
    attempts: z.number().int().min(1),
    error: z.string(),
    at: instant,
  }),
);

export const doorAccessSettingsStream = (venue: string) => venueStream('door_access_settings', venue, 'settings');
export const doorCodeStream = (venue: string, bookingId: string) => venueStream('door_code', venue, bookingId);
/** Delivery outcomes live apart from the code's stream, so a delivery never races a change of the code. */
export const doorCodeDeliveryStream = (venue: string, bookingId: string) =>
  venueStream('door_code_delivery', venue, bookingId);
