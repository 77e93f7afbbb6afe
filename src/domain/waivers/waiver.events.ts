import { z } from 'zod';
import { defineEvent, type EventOf } from '../../eventstore/events';
import { venueStream } from '../streams';

const instant = z.iso.datetime({ offset: true });

/** A new text of the venue's waiver: its version is one more than the last (the first is 1). */
export const WaiverPublished = defineEvent(
  'WaiverPublished',
  z.object({
    version: z.number().int().min(1),
    text: z.string().min(1),
    isRequired: z.boolean(),
    at: instant,
  }),
);

/** The admin required (or stopped requiring) the current version before booking; the text is unchanged. */
export const WaiverRequirementChanged = defineEvent(
  'WaiverRequirementChanged',
  z.object({ version: z.number().int().min(1), isRequired: z.boolean(), at: instant }),
);

/**
 * A customer signed a version of the waiver: the name they typed, their address (IP) and browser.
 * Never changes; the name, address and browser are the customer's personal data (erased with them).
 */
export const WaiverSigned = defineEvent(
  'WaiverSigned',
  z.object({
    userId: z.uuid(),
    version: z.number().int().min(1),
    fullName: z.string(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    signedAt: instant,
  }),
  {
    personal: {
      owner: (data: { userId: string }) => data.userId,
      fields: { fullName: 'Erased customer', ip: null, userAgent: null },
    },
  },
);

export type WaiverPublishedEvent = EventOf<typeof WaiverPublished>;
export type WaiverRequirementChangedEvent = EventOf<typeof WaiverRequirementChanged>;
export type WaiverSignedEvent = EventOf<typeof WaiverSigned>;

/** The venue's waiver: every version and whether it is required. */
export const waiverStream = (venue: string) => venueStream('waiver', venue, 'current');
/** One customer's signatures of the venue's waiver. */
export const waiverSignaturesStream = (venue: string, userId: string) =>
  venueStream('waiver_signatures', venue, userId);
