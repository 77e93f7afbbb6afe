import { z } from 'zod';
import type { OperationalAlert } from './alerts';
import type { ProjectionStatus, RebuildProgress } from './projections';

/**
 * The system routes' answers as zod contracts, for the OpenAPI document: each is checked against the
 * TypeScript type the code answers with (`satisfies`), so the two cannot drift apart.
 */
export const queuesAnswer = z.object({
  mode: z.enum(['bullmq', 'in-process']),
  message: z.string().nullable(),
  /** Only with BullMQ: where the queue board is. */
  boardUrl: z.string().optional(),
  queues: z.array(
    z.object({
      name: z.string(),
      waiting: z.number().int(),
      active: z.number().int(),
      delayed: z.number().int(),
      failed: z.number().int(),
    }),
  ),
});

const failingEvent = z.object({
  eventId: z.string(),
  type: z.string(),
  streamId: z.string(),
  position: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  stalledAt: z.string().nullable(),
});
const projectionLag = z.object({
  name: z.string(),
  checkpoint: z.string(),
  head: z.string(),
  caughtUp: z.boolean(),
  active: z.boolean(),
  lastError: z.string().nullable(),
  failing: failingEvent.nullable(),
});
const reachable = z.enum(['ok', 'unreachable']);
export const systemHealth = z.object({
  database: reachable,
  /** Only with EventStoreDB as the event store. */
  eventStore: reachable.optional(),
  redis: z.enum(['ok', 'unreachable', 'not used (jobs run in-process)']),
  jobBus: z.enum(['bullmq', 'in-process']),
  projections: z.array(projectionLag),
  failingProjections: z.array(z.string()),
});

export const operationalAlert = z.object({
  kind: z.string(),
  count: z.number().int(),
  message: z.string(),
  link: z.string(),
}) satisfies z.ZodType<OperationalAlert>;
export const adminAlerts = z.object({
  alerts: z.array(
    z.object({
      kind: z.literal('projection_stalled'),
      projection: z.string(),
      eventId: z.string(),
      eventType: z.string(),
      streamId: z.string(),
      error: z.string(),
      since: z.string().nullable(),
      message: z.string(),
    }),
  ),
  summary: z.array(operationalAlert),
});

export const projectionResumed = z.object({ name: z.string(), resumed: z.boolean(), message: z.string() });

export const projectionStatus = z.object({
  name: z.string(),
  reactor: z.boolean(),
  checkpoint: z.string(),
  lagEvents: z.number().int().nullable(),
  lagMs: z.number().nullable(),
  ratePerSecond: z.number().nullable(),
  state: z.enum(['running', 'stopped', 'rebuilding']),
  stoppedAt: z.object({ eventId: z.string(), type: z.string(), error: z.string() }).nullable(),
}) satisfies z.ZodType<ProjectionStatus>;
export const projectionsAnswer = z.object({ projections: z.array(projectionStatus) });

export const rebuildStarted = z.object({ rebuildId: z.string(), name: z.string() });
export const rebuildProgress = z.object({
  rebuildId: z.string(),
  name: z.string(),
  done: z.number().int(),
  total: z.number().int().nullable(),
  ratePerSecond: z.number(),
  secondsLeft: z.number().nullable(),
  state: z.enum(['running', 'swapped', 'failed']),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
}) satisfies z.ZodType<RebuildProgress>;
