import { doorAccessRoutes } from '../api/routes/door-access/door-access.routes';
import { doorAccessApi } from '../api/routes/door-access/door-access.openapi';
import { syncDoorCode, syncUpcomingDoorCodes } from '../commands/door-access/door-access.commands';
import * as doorAccessEvents from '../domain/door-access/door-access.events';
import { definitionsIn } from '../eventstore/events';
import { doorAccessProjection } from '../projections/door-access/door-access.projection';
import { doorCodeDeliveryReactor, doorCodeSyncReactor } from '../workers/door-access/door-access.reactor';
import {
  deliverDoorCode,
  DOOR_CODE_ATTEMPTS,
  recordDoorCodeFailure,
} from '../workers/door-access/door-code-deliver.worker';
import { job, type AppModule } from './module';
import * as m1111 from '../../migrations/1111_door_access';
import { doorCodeReceiptSection } from '../workers/door-access/door-code.receipt';

/**
 * Door codes: a code per confirmed booking, valid from N minutes before its start to its end, moved
 * and revoked with the booking, sent (signed) to a generic webhook the door system listens on.
 */
export const doorAccessModule: AppModule = {
  name: 'door-access',
  receiptSections: [doorCodeReceiptSection],
  migrations: [['1111_door_access', m1111]],
  openapi: doorAccessApi,
  events: definitionsIn(doorAccessEvents),
  projections: (ctx) => [doorAccessProjection, doorCodeSyncReactor(ctx), doorCodeDeliveryReactor(ctx)],
  jobs: (ctx) => [
    job('door-code.sync', (payload) => syncDoorCode(ctx, payload), { attempts: 8, backoffMs: 1000 }),
    job('door-code.sync-upcoming', (payload) => syncUpcomingDoorCodes(ctx, payload), { attempts: 5, backoffMs: 2000 }),
    job('door-code.deliver', (payload, info) => deliverDoorCode(ctx, payload, info), {
      attempts: DOOR_CODE_ATTEMPTS,
      backoffMs: 1000,
      concurrency: 5,
      onFinalFailure: (payload, error, info) => recordDoorCodeFailure(ctx, payload, error, info),
    }),
  ],
  routes: doorAccessRoutes,
};
