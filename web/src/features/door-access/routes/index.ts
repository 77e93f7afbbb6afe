import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { DoorCodeRow } from '../components/door-code-row';

const DoorAccessPage = lazyPage(
  () => import('./admin/door-access'),
  (m) => m.DoorAccessPage,
);

/** The door-access pages. */
export const doorAccessPages: FeatureManifest = {
  slots: { 'door-access.door-code': DoorCodeRow },
  adminPages: [
    { path: 'door-access', page: DoorAccessPage, sidebar: { label: 'Door Access', group: 'Venue', order: 4 } },
  ],
};
