import useSWR from 'swr';
import { optionalFetcher } from '@/lib/api-client';

export interface CreditOffer {
  id: string;
  name?: string;
  credits?: number;
  price: string | number;
  regularPrice?: string | number;
}

function list<T>(body: unknown, key: string): T[] {
  if (Array.isArray(body)) return body as T[];
  if (body && typeof body === 'object' && Array.isArray((body as Record<string, unknown>)[key]))
    return (body as Record<string, T[]>)[key];
  return [];
}

export function useCreditOffers() {
  const { data } = useSWR('/api/credit-offers', optionalFetcher<unknown>, { revalidateOnFocus: false });
  return list<CreditOffer>(data, 'offers');
}

/** An active promotional offer as GET /api/promotional-offers answers it (the server's prices). */
export interface PromotionalOffer {
  id: string;
  name: string;
  description: string | null;
  discountPercentage: number;
  creditsGranted: number;
  offerPrice: string;
  regularPrice: string;
  maxPurchasesPerUser: number | null;
}

/** The promotional offers on sale now (credit bundles such as the '5-Hour Bundle'). */
export function usePromotionalOffers() {
  const { data } = useSWR('/api/promotional-offers', optionalFetcher<unknown>, { revalidateOnFocus: false });
  return list<PromotionalOffer>(data, 'offers');
}
