import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';

// Widgets for other pages' slots, loaded when a page first shows them.
const DoorCodeRow = lazySlot(
  () => import('../components/door-code-row'),
  (m) => m.DoorCodeRow,
);

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
