import type { ComponentType } from 'react';
import type { LazyPage } from './lazy-page';
import type { Slots } from './slots';

/** The admin sidebar's groups, in the order they are shown. */
export const ADMIN_GROUPS = ['Today', 'Revenue', 'Play', 'Venue', 'Staff', 'Messaging', 'Reports', 'System'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

/** Who sees a link of the main navigation bar. */
export type NavAudience = 'everyone' | 'visitor' | 'signed-in' | 'staff' | 'admin';

/**
 * One page of a feature. A customer page's `path` is absolute ('/gift-cards'); an admin page's is
 * below /admin ('tee-sheet', '' for the dashboard). `page` is the component shown, usually a lazy
 * page (lazy-page.ts); `redirectTo` instead sends the visitor on, keeping the query.
 */
export type PageEntry = {
  path: string;
  page?: LazyPage | ComponentType;
  redirectTo?: string;
  /** The page's link in the admin sidebar: `order` places it within its group. */
  sidebar?: { label: string; group: AdminGroup; order: number };
  /** The page's link in the main navigation bar: `order` places it among the others. */
  nav?: { label: string; order: number; audience: NavAudience; className?: string };
};

/** What a feature gives the app: its pages, widgets shown around every page of an area, and slots. */
export type FeatureManifest = {
  customerPages?: PageEntry[];
  adminPages?: PageEntry[];
  /** Full-screen pages with no navigation bar and no customer widgets (a bay's kiosk screen); paths absolute. */
  screenPages?: PageEntry[];
  /** Shown on every customer page, after the page (for example the support button). */
  customerShell?: ComponentType[];
  /** Shown above every admin page (for example system alerts). */
  adminShell?: ComponentType[];
  /** The widgets this feature shows in other features' pages (slots.tsx). */
  slots?: Slots;
};
