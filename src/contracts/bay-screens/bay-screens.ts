import { z } from 'zod';

/** POST /api/admin/bays/:id/devices. */
export const pairDeviceInput = z.object({
  name: z
    .string('Please name the device')
    .trim()
    .min(1, 'Please name the device')
    .max(80, 'Keep the name under 80 characters'),
});
export type PairDeviceBody = z.input<typeof pairDeviceInput>;

/** The pairing's answer: the token is shown this once and never again (only its hash is kept). */
export const pairedDeviceAnswer = z.object({ deviceId: z.uuid(), token: z.string() });
export type PairedDeviceAnswer = z.output<typeof pairedDeviceAnswer>;

/** GET /api/admin/bays/:id/devices: one row per device. */
export const bayDeviceView = z.object({
  deviceId: z.uuid(),
  name: z.string(),
  pairedAt: z.string(),
  lastContactAt: z.string().nullable(),
  revoked: z.boolean(),
});
export type BayDeviceView = z.output<typeof bayDeviceView>;

/** A booking as a bay screen shows it (the customer's first name only). */
export const baySessionView = z.object({
  bookingId: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  firstName: z.string(),
});
export type BaySessionView = z.output<typeof baySessionView>;

/** GET /api/bay-agent/session: the device's bay, who is playing now, who is next, the server's clock. */
export const bayAgentSessionAnswer = z.object({
  bay: z.object({ id: z.string(), name: z.string() }),
  current: baySessionView.nullable(),
  next: baySessionView.nullable(),
  serverTime: z.string(),
});
export type BayAgentSessionAnswer = z.output<typeof bayAgentSessionAnswer>;

/** The events of GET /api/bay-agent/events (the `event:` field); each `data:` is a BaySessionView. */
export const BAY_STREAM_EVENTS = [
  'session.started',
  'session.warning',
  'session.extended',
  'session.moved',
  'session.cancelled',
  'session.ended',
] as const;
export type BayStreamEvent = (typeof BAY_STREAM_EVENTS)[number];

/** POST /api/bay-agent/extend: more time for the current booking, in the spec's half-hour steps. */
export const bayExtendInput = z.object({
  minutes: z
    .number('Choose how much longer')
    .int('Choose how much longer')
    .refine((m) => m >= 30 && m <= 180 && m % 30 === 0, 'Extensions are 30 to 180 minutes, in half-hour steps'),
});

/** The extension's outcome: paid with the card on file, or a link texted to the customer. */
export const bayExtendAnswer = z.object({
  outcome: z.enum(['extended', 'texted']),
  message: z.string(),
  endsAt: z.string().nullable(),
});
export type BayExtendAnswer = z.output<typeof bayExtendAnswer>;

/** POST /api/bay-agent/call-staff's answer. */
export const bayCallStaffAnswer = z.object({ message: z.string() });
