import useSWR from 'swr';
import { ApiError } from '@/lib/api-client';
import { deviceRequest } from './bay-agent';

export interface MenuItem {
  id: string;
  name: string;
  category: string;
  priceCents: number;
}

export interface BayTab {
  items: Array<{ id: string; name: string; quantity: number; totalCents: number }>;
  totalCents: number;
}

/** A read that answers null while the bar tab is not offered here (404: the route is not deployed). */
async function optional<T>(token: string, path: string): Promise<T | null> {
  try {
    return await deviceRequest<T>(token, 'GET', path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The venue's menu for this bay, or null when ordering is not available. */
export function useBayMenu(token: string) {
  return useSWR(['/api/bay-agent/menu', token], ([path, t]: [string, string]) =>
    optional<{ items: MenuItem[] }>(t, path),
  );
}

/** The bay's open tab (null when ordering is not available). */
export function useBayTab(token: string, enabled: boolean) {
  return useSWR(enabled ? ['/api/bay-agent/tab', token] : null, ([path, t]: [string, string]) =>
    optional<BayTab>(t, path),
  );
}

/** Adds an item to the bay's tab; answers the tab as it is now. */
export function addToTab(token: string, menuItemId: string, quantity: number) {
  return deviceRequest<BayTab>(token, 'POST', '/api/bay-agent/tab/items', { menuItemId, quantity });
}
