import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';

// The booking flow's waiver, signed in place, loaded when a booking dialog first shows it.
const WaiverBookingGate = lazySlot(
  () => import('../components/waiver-booking-gate'),
  (m) => m.WaiverBookingGate,
);

const WaiverSettingsPage = lazyPage(
  () => import('./admin/waiver-settings'),
  (m) => m.WaiverSettingsPage,
);

/** The waiver pages. */
export const waiversPages: FeatureManifest = {
  slots: { 'waivers.booking-gate': WaiverBookingGate },
  adminPages: [{ path: 'waiver', page: WaiverSettingsPage, sidebar: { label: 'Waiver', group: 'Venue', order: 6 } }],
};
