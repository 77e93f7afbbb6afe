import useSWR from 'swr';
import { fetcher, optionalFetcher } from '@/lib/api-client';
import type { Bay, BusinessHours } from './types';

const STATIC = { revalidateOnFocus: false, dedupingInterval: 60_000 };

function asList<T>(body: unknown, key: string): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object' && Array.isArray((body as Record<string, unknown>)[key])) return (body as Record<string, T[]>)[key];
  return [];
}

export const BAYS_KEY = '/api/bays';
export function useBays() {
  const { data, error, isLoading } = useSWR(BAYS_KEY, fetcher<unknown>, STATIC);
  return { bays: asList<Bay>(data, 'bays'), error, isLoading };
}

export const HOURS_KEY = '/api/global-business-hours';
export function useBusinessHours() {
  const { data, error, isLoading } = useSWR(HOURS_KEY, optionalFetcher<unknown>, STATIC);
  return { hours: asList<BusinessHours>(data, 'hours'), error, isLoading };
}

export function hoursFor(list: BusinessHours[], dayOfWeek: number): BusinessHours | undefined {
  return list.find((h) => Number(h.dayOfWeek) === dayOfWeek);
}
