import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const NoShowPage = lazyPage(
  () => import('./admin/no-show'),
  (m) => m.NoShowPage,
);

/** The no-show pages. */
export const noShowPages: FeatureManifest = {
  adminPages: [
    { path: 'no-show', page: NoShowPage, sidebar: { label: 'No-Show Protection', group: 'Venue', order: 5 } },
  ],
};
