import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';
import { HomeRoute } from './home';

const BookingSuccessRoute = lazyPage(
  () => import('./booking-success'),
  (m) => m.BookingSuccessRoute,
);
const BookOnlineRoute = lazyPage(
  () => import('./book-online'),
  (m) => m.BookOnlineRoute,
);
const TeeSheetPage = lazyPage(
  () => import('./admin/tee-sheet'),
  (m) => m.TeeSheetPage,
);
const BookingsAdminPage = lazyPage(
  () => import('./admin/bookings'),
  (m) => m.BookingsAdminPage,
);

// A booking's detail dialog for other admin pages (the disputes page's evidence), loaded when first shown.
const AdminBookingLink = lazySlot(
  () => import('../components/admin-booking-link'),
  (m) => m.AdminBookingLink,
);

/** The bookings pages. */
export const bookingsPages: FeatureManifest = {
  customerPages: [
    { path: '/', page: HomeRoute },
    { path: '/payment-success', page: BookingSuccessRoute },
    { path: '/book-online', page: BookOnlineRoute },
    // The old address keeps working: it carries its booking_id over.
    { path: '/booking-success', redirectTo: '/payment-success' },
  ],
  adminPages: [
    { path: 'tee-sheet', page: TeeSheetPage, sidebar: { label: 'Tee Sheet', group: 'Today', order: 2 } },
    { path: 'bookings', page: BookingsAdminPage, sidebar: { label: 'Bookings', group: 'Today', order: 3 } },
  ],
  slots: { 'bookings.admin-booking-link': AdminBookingLink },
};
