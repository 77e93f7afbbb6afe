import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';
import { lazySlot } from '@/lib/slots';

// Widgets for other pages' slots, loaded when a page first shows them.
const BookingTabLink = lazySlot(
  () => import('../components/booking-tab-link'),
  (m) => m.BookingTabLink,
);
const AccountTabs = lazySlot(
  () => import('../components/account-tabs'),
  (m) => m.AccountTabs,
);

const BarTabRoute = lazyPage(
  () => import('./bar-tab'),
  (m) => m.BarTabRoute,
);
const TabsAdminPage = lazyPage(
  () => import('./admin/tabs'),
  (m) => m.TabsAdminPage,
);
const MenuAdminPage = lazyPage(
  () => import('./admin/menu'),
  (m) => m.MenuAdminPage,
);

/** Bar tabs: the customer's tab on a booking, the staff's open and unpaid tabs, the admin's menu. */
export const tabsPages: FeatureManifest = {
  slots: { 'tabs.booking-link': BookingTabLink, 'tabs.account-tabs': AccountTabs },
  customerPages: [{ path: '/bar-tab/:bookingId', page: BarTabRoute }],
  adminPages: [
    { path: 'tabs', page: TabsAdminPage, sidebar: { label: 'Tabs', group: 'Today', order: 6 } },
    { path: 'menu', page: MenuAdminPage, sidebar: { label: 'Menu', group: 'Revenue', order: 20 } },
  ],
};
