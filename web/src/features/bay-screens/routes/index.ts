import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';

const BayDevices = lazySlot(
  () => import('../components/bay-devices'),
  (m) => m.BayDevices,
);

const BayScreenPage = lazyPage(
  () => import('./bay-screen'),
  (m) => m.BayScreenPage,
);

/** Bay screens: the kiosk page of a bay's screen, and the devices section of Bay Management. */
export const bayScreensPages: FeatureManifest = {
  slots: { 'bay-screens.devices': BayDevices },
  screenPages: [{ path: '/bay/:deviceId', page: BayScreenPage }],
};
