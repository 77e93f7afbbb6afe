import useSWR from 'swr';
import type { ActiveMenu, MenuItemView, StaffTabView, TabView } from '@contracts/tabs/tabs';
import { api } from '@/lib/api-client';

export type { ActiveMenu, MenuItemView, StaffTabView, TabView };

export const MENU_ITEMS_KEY = '/api/admin/menu-items';
export const STAFF_TABS_KEY = '/api/admin/tabs';
export const tabKey = (bookingId: string) => `/api/bookings/${encodeURIComponent(bookingId)}/tab`;

/** The admin's whole menu (active and off). */
export function useMenuItems() {
  return useSWR(MENU_ITEMS_KEY, (k: string) => api.get<MenuItemView[]>(k));
}

export interface MenuItemBody {
  name: string;
  category: string;
  /** Dollars, e.g. "7.50" (the server keeps cents). */
  price: string;
  active: boolean;
  sortOrder: number;
}

export function saveMenuItem(id: string | null, body: MenuItemBody): Promise<MenuItemView> {
  return id
    ? api.put<MenuItemView>(`${MENU_ITEMS_KEY}/${encodeURIComponent(id)}`, body)
    : api.post<MenuItemView>(MENU_ITEMS_KEY, body);
}

export function deleteMenuItem(id: string): Promise<{ removed: boolean; item: MenuItemView | null }> {
  return api.delete(`${MENU_ITEMS_KEY}/${encodeURIComponent(id)}`);
}

/** What is on sale, by category. */
export function useActiveMenu() {
  return useSWR('/api/menu', (k: string) => api.get<ActiveMenu>(k));
}

/** A booking's tab (its customer or staff). */
export function useBookingTab(bookingId: string | null) {
  return useSWR(bookingId ? tabKey(bookingId) : null, (k: string) => api.get<TabView>(k), { refreshInterval: 30_000 });
}

export function addTabItem(bookingId: string, menuItemId: string, quantity: number): Promise<TabView> {
  return api.post<TabView>(`${tabKey(bookingId)}/items`, { menuItemId, quantity });
}

/** Open, unpaid and waiting-on-the-bank tabs, for staff. */
export function useStaffTabs() {
  return useSWR(STAFF_TABS_KEY, (k: string) => api.get<StaffTabView[]>(k), { refreshInterval: 30_000 });
}

const adminTab = (bookingId: string) => `${STAFF_TABS_KEY}/${encodeURIComponent(bookingId)}`;

export function settleTab(bookingId: string, method: string): Promise<TabView> {
  return api.post<TabView>(`${adminTab(bookingId)}/settle`, { method });
}

export function chargeTabNow(bookingId: string): Promise<TabView> {
  return api.post<TabView>(`${adminTab(bookingId)}/charge`);
}

export function refundTabLine(bookingId: string, lineId: string, reason?: string): Promise<TabView> {
  return api.post<TabView>(`${adminTab(bookingId)}/lines/${encodeURIComponent(lineId)}/refund`, { reason });
}
