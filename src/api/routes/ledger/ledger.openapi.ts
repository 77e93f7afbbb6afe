import {
  ledgerBalancesAnswer,
  providerReconciliation,
  reconciliationReport,
} from '../../../contracts/ledger/ledger.schemas';
import type { ApiDescription } from '../../openapi/api-description';

/** The ledger module's routes, for the OpenAPI document. */
export const ledgerApi: ApiDescription = {
  'GET /admin/reconciliation': {
    summary: 'The ledger reconciled: every difference with its events, and account balances',
    response: 'ReconciliationReport',
    schema: reconciliationReport,
  },
  'GET /admin/reconciliation/providers': {
    summary: "The ledger against each card provider's own report of a period (payments, refunds, payouts)",
    schema: providerReconciliation,
  },
  'GET /admin/ledger/balances': {
    summary: 'Ledger balances per account for a customer, booking, order or day',
    schema: ledgerBalancesAnswer,
  },
};
