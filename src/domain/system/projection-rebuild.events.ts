import { z } from 'zod';
import { defineEvent } from '../../eventstore/events';
import { venueStream } from '../streams';

/** Operations on the read models are audited on the venue's system stream. */
export const systemProjectionsStream = (venueId: string) => venueStream('system_projections', venueId, 'ops');

/** An admin started a shadow rebuild of a read model from the projections console. */
export const ProjectionRebuildRequested = defineEvent(
  'ProjectionRebuildRequested',
  z.object({ rebuildId: z.uuid(), projection: z.string().min(1), requestedAt: z.string() }),
);
