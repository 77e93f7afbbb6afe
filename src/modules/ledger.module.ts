import { ledgerApi } from '../api/routes/ledger/ledger.openapi';
import { ledgerRoutes } from '../api/routes/ledger/ledger.routes';
import { ledgerProjection } from '../projections/ledger/ledger.projection';
import type { AppModule } from './module';
import * as m1200 from '../../migrations/1200_ledger';
import { ledgerDifferencesAlert } from '../projections/ledger/ledger.alerts';

/** The double-entry ledger of every money movement, and its reconciliation (Reports -> Reconciliation). */
export const ledgerModule: AppModule = {
  name: 'ledger',
  alerts: [ledgerDifferencesAlert],
  migrations: [['1200_ledger', m1200]],
  openapi: ledgerApi,
  projections: (ctx) => [ledgerProjection(ctx.config.VENUE_TIMEZONE)],
  routes: ledgerRoutes,
};
