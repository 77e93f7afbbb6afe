import { waiversRoutes } from '../api/routes/waivers/waivers.routes';
import { waiversApi } from '../api/routes/waivers/waivers.openapi';
import { waiverAuditSubject, waiverSignaturesAuditSubject } from '../commands/waivers/waiver.audit';
import { waiverDescribers } from '../commands/waivers/waiver.describers';
import { waiverBookingPolicy } from '../commands/waivers/waiver.policy';
import { seedWaiver } from '../commands/waivers/waiver.seed';
import * as waiverEvents from '../domain/waivers/waiver.events';
import { definitionsIn } from '../eventstore/events';
import { waiversProjection } from '../projections/waivers/waivers.projection';
import type { AppModule } from './module';
import * as m1240 from '../../migrations/1240_waivers';

/**
 * The venue's waiver: versions an admin publishes, whether booking requires the current one, and
 * each customer's signature (an event: name typed, time, address). While required, a customer who
 * has not signed the current version is refused every new booking (the waiver booking policy).
 */
export const waiversModule: AppModule = {
  name: 'waivers',
  migrations: [['1240_waivers', m1240]],
  openapi: waiversApi,
  events: definitionsIn(waiverEvents),
  projections: () => [waiversProjection],
  policies: () => [waiverBookingPolicy],
  auditDescribers: [waiverDescribers],
  auditSubjects: [waiverAuditSubject, waiverSignaturesAuditSubject],
  routes: waiversRoutes,
  seed: seedWaiver,
};
