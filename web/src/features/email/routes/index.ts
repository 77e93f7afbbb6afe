import { lazyPage } from '@/lib/lazy-page';
import type { FeatureManifest } from '@/lib/page-manifest';

const EmailSettingsPage = lazyPage(
  () => import('./admin/email-settings'),
  (m) => m.EmailSettingsPage,
);

/** The email pages. */
export const emailPages: FeatureManifest = {
  adminPages: [
    {
      path: 'email-settings',
      page: EmailSettingsPage,
      sidebar: { label: 'Email Settings', group: 'Messaging', order: 8 },
    },
  ],
};
