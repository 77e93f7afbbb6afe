import useSWR from 'swr';
import { api } from '@/lib/api-client';

export interface ProcessorRow {
  processor: 'square' | 'stripe';
  isActive: boolean;
}

export const PAYMENT_PROCESSORS_KEY = '/api/admin/payment-config';

/** GET /api/admin/payment-config: each card processor and which one is active. */
export function usePaymentProcessors() {
  return useSWR(PAYMENT_PROCESSORS_KEY, (k: string) => api.get<ProcessorRow[]>(k));
}

/** PUT /api/admin/payment-config: switches the active processor; answers the list again. */
export function updatePaymentProcessor(input: { processor: ProcessorRow['processor'] }): Promise<ProcessorRow[]> {
  return api.put<ProcessorRow[]>(PAYMENT_PROCESSORS_KEY, input);
}
