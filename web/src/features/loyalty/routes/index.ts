import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { LoyaltyTab } from '../components/loyalty-tab';
import { LoyaltyCard } from '../components/loyalty-card';

const LoyaltyAdminPage = lazyPage(
  () => import('./admin/loyalty'),
  (m) => m.LoyaltyAdminPage,
);

/** The loyalty pages. */
export const loyaltyPages: FeatureManifest = {
  slots: { 'loyalty.tab': LoyaltyTab, 'loyalty.card': LoyaltyCard },
  adminPages: [{ path: 'loyalty', page: LoyaltyAdminPage, sidebar: { label: 'Loyalty', group: 'Revenue', order: 3 } }],
};
