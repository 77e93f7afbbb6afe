import { contractOf } from '../../../contracts/contract-of';
import type { ProjectionStatus, RebuildProgress } from '../../../contracts/system/projections';
import {
  adminAlertsAnswer,
  projectionResumed,
  projectionsAnswer,
  queuesAnswer,
  rebuildProgressView,
  rebuildStarted,
  systemHealth,
} from '../../../contracts/system/system-answers';
import type { ApiDescription } from '../../openapi/api-description';

/** The system module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const systemApi: ApiDescription = {
  // The queue board under /admin/queues/board is bull-board's own app, not described here.
  'GET /admin/queues': {
    schema: queuesAnswer,
    summary: "Each queue's waiting, active, delayed and failed jobs (or that jobs run in-process)",
    response: '{ mode, queues: [{ name, waiting, active, delayed, failed }] }',
  },
  'GET /admin/system/health': { schema: systemHealth, summary: 'Database, Redis, queues and projection lag' },
  'GET /admin/alerts': {
    schema: adminAlertsAnswer,
    summary: 'Current operational alerts',
  },
  'POST /admin/projections/:name/resume': { schema: projectionResumed, summary: 'Resume a halted projection' },
  'GET /admin/projections': {
    schema: contractOf<{ projections: ProjectionStatus[] }>()(projectionsAnswer),
    summary: 'Every projection with its checkpoint, lag (events and ms), apply rate and state',
  },
  'POST /admin/projections/:name/rebuild': {
    schema: rebuildStarted,
    summary: 'Rebuild a read model from the log into shadow tables, swapped in when done (409 while one runs)',
    status: 202,
    response: '{ rebuildId }',
  },
  'GET /admin/projections/:name/rebuild': {
    schema: contractOf<RebuildProgress>()(rebuildProgressView),
    summary: "The latest rebuild's progress: done, total, rate, seconds left, state",
  },
};
