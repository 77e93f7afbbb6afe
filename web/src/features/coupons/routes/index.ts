import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const CouponsPage = lazyPage(
  () => import('./admin/coupons'),
  (m) => m.CouponsPage,
);

/** The coupons pages. */
export const couponsPages: FeatureManifest = {
  adminPages: [{ path: 'coupons', page: CouponsPage, sidebar: { label: 'Coupons', group: 'Revenue', order: 5 } }],
};
