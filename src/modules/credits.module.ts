import { creditsRoutes } from '../api/routes/credits/credits.routes';
import { creditsApi } from '../api/routes/credits/credits.openapi';
import { creditTender } from '../commands/credits/credit-tender';
import { creditsDescribers } from '../commands/credits/credits.describers';
import { creditsAuditSubject } from '../commands/credits/credits.audit';
import * as creditEvents from '../domain/credits/credits.events';
import { definitionsIn } from '../eventstore/events';
import { creditsAccountSection } from '../projections/credits/credits.account';
import { creditsProjection } from '../projections/credits/credits.projection';
import type { AppModule } from './module';
import * as m0301 from '../../migrations/0301_credits';
import * as m0911 from '../../migrations/0911_credit_ledger_running_balance';

/** Credit buckets: grants, adjustments, spending on bookings, the balance on the account page. */
export const creditsModule: AppModule = {
  name: 'credits',
  accountSections: [creditsAccountSection],
  migrations: [
    ['0301_credits', m0301],
    ['0911_credit_ledger_running_balance', m0911],
  ],
  auditDescribers: [creditsDescribers],
  auditSubjects: [creditsAuditSubject],
  openapi: creditsApi,
  events: definitionsIn(creditEvents),
  projections: () => [creditsProjection],
  creditTender,
  routes: (ctx) => creditsRoutes(ctx),
};
