import { bayScreensApi } from '../api/routes/bay-screens/bay-screens.openapi';
import { bayScreensRoutes } from '../api/routes/bay-screens/bay-screens.routes';
import { bayScreensDescribers } from '../commands/bay-screens/bay-screens.describers';
import { checkBaySessions } from '../commands/bay-screens/bay-sessions.commands';
import * as bayScreensEvents from '../domain/bay-screens/bay-screens.events';
import { definitionsIn } from '../eventstore/events';
import { bayScreensProjection } from '../projections/bay-screens/bay-screens.projection';
import { BAY_SESSION_CHECK_EVERY_MS } from '../workers/bay-screens/bay-session-jobs';
import { job, type AppModule } from './module';
import * as m1250 from '../../migrations/1250_bay_screens';

/**
 * Bay screens: devices paired with a bay (a kiosk screen, the simulator PC's agent) read the bay's
 * session by their token and hear it start, get its five-minute warning, change and end; a job on
 * the bookings read model records each session's start, warning and end on the log.
 */
export const bayScreensModule: AppModule = {
  name: 'bay-screens',
  migrations: [['1250_bay_screens', m1250]],
  openapi: bayScreensApi,
  auditDescribers: [bayScreensDescribers],
  events: definitionsIn(bayScreensEvents),
  projections: () => [bayScreensProjection],
  jobs: (ctx) => [job('bay-sessions.check', async () => void (await checkBaySessions(ctx)), { attempts: 1 })],
  schedules: () => [
    {
      id: 'bay-sessions-check',
      every: { everyMs: BAY_SESSION_CHECK_EVERY_MS },
      job: { name: 'bay-sessions.check', payload: {} },
    },
  ],
  routes: bayScreensRoutes,
};
