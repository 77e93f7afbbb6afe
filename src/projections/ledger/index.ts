export { ledgerProjection, LEDGER_PROJECTION, LEDGER_TABLES } from './ledger.projection';
export { ledgerBalances, balanceMap, type LedgerScope } from './ledger.queries';
export { reconcileLedger, reconciliationReport, describeDifferences, REFUND_SETTLE_MS } from './reconcile.queries';
export { providerDifferences, reconcileProviders, type ProviderCheck } from './provider-reconcile';
