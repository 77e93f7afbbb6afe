import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const ReconciliationPage = lazyPage(
  () => import('./admin/reconciliation'),
  (m) => m.ReconciliationPage,
);

/** The ledger pages. */
export const ledgerPages: FeatureManifest = {
  adminPages: [
    {
      path: 'reconciliation',
      page: ReconciliationPage,
      sidebar: { label: 'Reconciliation', group: 'Reports', order: 3 },
    },
  ],
};
