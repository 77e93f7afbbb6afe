import type { OrderQuote, OrderRequestBody, PaidOrder, PayOrderRequestBody } from '@contracts/orders';
import useSWR from 'swr';
import { api } from '@/lib/api-client';

export type { OrderQuote, PaidOrder };

/** What the buyer chose; the server prices it (never an amount from the browser). */
export type OrderChoice = OrderRequestBody;

export const orderQuoteKey = (order: OrderChoice) => ['/api/orders/quote', JSON.stringify(order)] as const;

/** POST /api/orders/quote: the server's price of an order (nothing is written). */
export function quoteOrder(order: OrderChoice): Promise<OrderQuote> {
  return api.post<OrderQuote>('/api/orders/quote', order);
}

/** The server's price of an order, refreshed whenever the order changes. */
export function useOrderQuote(order: OrderChoice | null) {
  const { data, error, isLoading, mutate } = useSWR(
    order ? orderQuoteKey(order) : null,
    ([, body]) => quoteOrder(JSON.parse(body)),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { quote: data ?? null, error, isLoading, refresh: mutate };
}

/** POST /api/orders: pays the order (same key, same payment: a repeat answers the first outcome). */
export function payOrder(body: PayOrderRequestBody): Promise<PaidOrder> {
  return api.post<PaidOrder>('/api/orders', body);
}

/** The first line of a type and what it became (the booking an order sold, a gift card's code...). */
export function fulfilledOf(paid: PaidOrder, type: string): string | null {
  return paid.fulfilled.find((f) => f.type === type)?.reference ?? null;
}
