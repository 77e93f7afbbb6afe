import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const DoorAccessPage = lazyPage(
  () => import('./admin/door-access'),
  (m) => m.DoorAccessPage,
);

/** The door-access pages. */
export const doorAccessPages: FeatureManifest = {
  adminPages: [
    { path: 'door-access', page: DoorAccessPage, sidebar: { label: 'Door Access', group: 'Venue', order: 4 } },
  ],
};
