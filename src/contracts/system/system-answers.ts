import { z } from 'zod';

/** The system tools' answers as zod contracts (system.openapi.ts checks them against projections.ts and alerts.ts). */
export const projectionStatusView = z.object({
  name: z.string(),
  reactor: z.boolean(),
  checkpoint: z.string(),
  lagEvents: z.number().nullable(),
  lagMs: z.number().nullable(),
  ratePerSecond: z.number().nullable(),
  state: z.enum(['running', 'stopped', 'rebuilding']),
  stoppedAt: z.object({ eventId: z.string(), type: z.string(), error: z.string() }).nullable(),
});
export const projectionsAnswer = z.object({ projections: z.array(projectionStatusView) });

export const rebuildProgressView = z.object({
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
});
/** POST /api/admin/projections/{name}/rebuild (202): the rebuild started. */
export const rebuildStarted = z.object({ rebuildId: z.string(), name: z.string() });
/** POST /api/admin/projections/{name}/resume */
export const projectionResumed = z.object({ name: z.string(), resumed: z.boolean(), message: z.string() });

export const operationalAlertView = z.object({
  kind: z.string(),
  count: z.number().int(),
  message: z.string(),
  link: z.string(),
});

/** GET /api/admin/queues: in-process (no Redis) or BullMQ with each queue's job counts. */
export const queuesAnswer = z.object({
  mode: z.enum(['in-process', 'bullmq']),
  message: z.string().nullable(),
  boardUrl: z.string().optional(),
  queues: z.array(z.looseObject({ name: z.string() })),
});

/** GET /api/admin/system/health */
export const systemHealth = z.object({
  database: z.enum(['ok', 'unreachable']),
  eventStore: z.enum(['ok', 'unreachable']).optional(),
  redis: z.string(),
  jobBus: z.string(),
  projections: z.array(z.looseObject({ name: z.string() })),
  failingProjections: z.array(z.string()),
});

/** GET /api/admin/alerts: the read models that stopped (the admin banner), and each module's alert count. */
export const adminAlertsAnswer = z.object({
  alerts: z.array(
    z.object({
      kind: z.literal('projection_stalled'),
      projection: z.string(),
      eventId: z.string(),
      eventType: z.string(),
      streamId: z.string(),
      error: z.string(),
      since: z.string(),
      message: z.string(),
    }),
  ),
  summary: z.array(operationalAlertView),
});
