import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const PromotionalOffersPage = lazyPage(
  () => import('./admin/promotional-offers'),
  (m) => m.PromotionalOffersPage,
);

/** The offers pages. */
export const offersPages: FeatureManifest = {
  adminPages: [
    {
      path: 'promotional-offers',
      page: PromotionalOffersPage,
      sidebar: { label: 'Promotional Offers', group: 'Revenue', order: 6 },
    },
  ],
};
