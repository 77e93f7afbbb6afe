import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const CreditsAdminPage = lazyPage(
  () => import('./admin/credits'),
  (m) => m.CreditsAdminPage,
);

/** The credits pages. */
export const creditsPages: FeatureManifest = {
  adminPages: [{ path: 'credits', page: CreditsAdminPage, sidebar: { label: 'Credits', group: 'Revenue', order: 2 } }],
};
