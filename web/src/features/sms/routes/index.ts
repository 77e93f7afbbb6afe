import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const SmsLogPage = lazyPage(
  () => import('./admin/sms-log'),
  (m) => m.SmsLogPage,
);
const SmsManagementPage = lazyPage(
  () => import('./admin/sms-management'),
  (m) => m.SmsManagementPage,
);
const SmsSettingsPage = lazyPage(
  () => import('./admin/sms-settings'),
  (m) => m.SmsSettingsPage,
);

/** The sms pages. */
export const smsPages: FeatureManifest = {
  adminPages: [
    { path: 'sms', page: SmsLogPage, sidebar: { label: 'SMS', group: 'Messaging', order: 1 } },
    {
      path: 'sms-management',
      page: SmsManagementPage,
      sidebar: { label: 'SMS Management', group: 'Messaging', order: 3 },
    },
    { path: 'sms-settings', page: SmsSettingsPage, sidebar: { label: 'SMS Settings', group: 'Messaging', order: 2 } },
  ],
};
