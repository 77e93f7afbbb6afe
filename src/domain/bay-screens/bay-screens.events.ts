import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

const instant = z.iso.datetime({ offset: true });

/** A screen or simulator PC paired with a bay; only the sha256 of its token is kept. */
export const BayDevicePaired = defineEvent(
  'BayDevicePaired',
  z.object({
    deviceId: z.uuid(),
    bayId: z.uuid(),
    name: z.string().min(1).max(80),
    /** sha256 of the token, hex. */
    tokenHash: z.string().min(64).max(64),
    pairedAt: instant,
  }),
);

/** The device's token no longer opens anything. */
export const BayDeviceRevoked = defineEvent(
  'BayDeviceRevoked',
  z.object({ deviceId: z.uuid(), bayId: z.uuid(), revokedAt: instant }),
);

const session = { bookingId: z.uuid(), bayId: z.string(), startsAt: instant, endsAt: instant, at: instant };

/** The booking's time came: the customer's session in the bay began. */
export const BaySessionStarted = defineEvent('BaySessionStarted', z.object(session));

/** Five minutes (or less) were left of the session ending at `endsAt`. */
export const BaySessionFiveMinuteWarning = defineEvent('BaySessionFiveMinuteWarning', z.object(session));

/** The session is over: its time ran out, or the booking stopped being live (`reason`). */
export const BaySessionEnded = defineEvent(
  'BaySessionEnded',
  z.object({ ...session, reason: z.enum(['time_up', 'cancelled']) }),
);

export const bayDeviceStream = (venue: string, deviceId: string) => venueStream('bay_device', venue, deviceId);
export const baySessionStream = (venue: string, bookingId: string) => venueStream('bay_session', venue, bookingId);
