import { plural, type AdminAlert } from '../admin-alert';
import { reconcileLedger } from './reconcile.queries';

export const ledgerDifferencesAlert: AdminAlert = {
  rank: 80,
  async read(ctx, { now }) {
    const differences = (await reconcileLedger(ctx.knex, { now })).length;
    return {
      kind: 'ledger_differences',
      count: differences,
      message: `${plural(differences, 'difference', 'differences')} between the ledger and what was charged, refunded or shown`,
      link: '/admin/reconciliation',
    };
  },
};
