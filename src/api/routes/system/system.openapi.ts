import {
  adminAlerts,
  projectionResumed,
  projectionsAnswer,
  queuesAnswer,
  rebuildProgress,
  rebuildStarted,
  systemHealth,
} from '../../../contracts/system';
import type { ApiDescription } from '../../openapi/api-description';

/** The system module's routes, for the OpenAPI document (one entry a route; see api-description.ts). */
export const systemApi: ApiDescription = {
  // The queue board under /admin/queues/board is bull-board's own app, not described here.
  'GET /admin/queues': {
    summary: "Each queue's waiting, active, delayed and failed jobs (or that jobs run in-process)",
    response: '{ mode, queues: [{ name, waiting, active, delayed, failed }] }',
    schema: queuesAnswer,
  },
  'GET /admin/system/health': { summary: 'Database, Redis, queues and projection lag', schema: systemHealth },
  'GET /admin/alerts': { summary: 'Current operational alerts', schema: adminAlerts },
  'POST /admin/projections/:name/resume': { summary: 'Resume a halted projection', schema: projectionResumed },
  'GET /admin/projections': {
    summary: 'Every projection with its checkpoint, lag (events and ms), apply rate and state',
    schema: projectionsAnswer,
  },
  'POST /admin/projections/:name/rebuild': {
    summary: 'Rebuild a read model from the log into shadow tables, swapped in when done (409 while one runs)',
    status: 202,
    response: '{ rebuildId }',
    schema: rebuildStarted,
  },
  'GET /admin/projections/:name/rebuild': {
    summary: "The latest rebuild's progress: done, total, rate, seconds left, state",
    schema: rebuildProgress,
  },
};
