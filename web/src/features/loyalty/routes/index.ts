import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const LoyaltyAdminPage = lazyPage(
  () => import('./admin/loyalty'),
  (m) => m.LoyaltyAdminPage,
);

/** The loyalty pages. */
export const loyaltyPages: FeatureManifest = {
  adminPages: [{ path: 'loyalty', page: LoyaltyAdminPage, sidebar: { label: 'Loyalty', group: 'Revenue', order: 3 } }],
};
