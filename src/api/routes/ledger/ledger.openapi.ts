import { contractOf } from '../../../contracts/contract-of';
import {
  ledgerBalancesAnswer,
  reconciliationReport,
  type ReconciliationReport,
} from '../../../contracts/ledger/ledger';
import type { ApiDescription } from '../../openapi/api-description';

/** The ledger module's routes, for the OpenAPI document. */
export const ledgerApi: ApiDescription = {
  'GET /admin/reconciliation': {
    schema: contractOf<ReconciliationReport>()(reconciliationReport),
    summary: 'The ledger reconciled: every difference with its events, and account balances',
    response: 'ReconciliationReport',
  },
  'GET /admin/ledger/balances': {
    schema: ledgerBalancesAnswer,
    summary: 'Ledger balances per account for a customer, booking, order or day',
  },
};
