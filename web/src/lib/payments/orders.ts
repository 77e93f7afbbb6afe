import type {
  OrderQuote,
  OrderRequestBody,
  OrderStatus,
  PaidOrder,
  PayOrderRequestBody,
  ProcessingOrder,
} from '@contracts/checkout/orders';
import useSWR from 'swr';
import { api, ApiError } from '@/lib/api-client';

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

export interface PayOptions {
  /** A signed-in buyer polls the order's status URL; a guest asks again with the same key. */
  signedIn?: boolean;
  /** Called once when the server answers 202: the card was charged and the order is being confirmed. */
  onProcessing?: () => void;
  pollMs?: number;
}

/** How long the dialog follows a processing order before telling the buyer it is still going. */
const FOLLOW_FOR_MS = 15 * 60_000;

/**
 * POST /api/orders: pays the order (same key, same payment: a repeat answers the first outcome). A 202
 * (charged, still being confirmed) is followed until the order settles: its paid order, or its failure.
 */
export async function payOrder(body: PayOrderRequestBody, options: PayOptions = {}): Promise<PaidOrder> {
  const answer = await api.post<PaidOrder | ProcessingOrder>('/api/orders', body);
  if (answer.status !== 'processing') return answer;
  options.onProcessing?.();
  const deadline = Date.now() + FOLLOW_FOR_MS;
  for (;;) {
    await new Promise((r) => setTimeout(r, options.pollMs ?? 1500));
    const now = await orderStatus(answer.statusUrl, body, Boolean(options.signedIn));
    if (now?.status === 'completed') return now;
    if (now?.status === 'failed') throw new ApiError(409, now.message, now.code);
    if (Date.now() > deadline)
      throw new ApiError(
        202,
        'Your payment is still processing. Your order will be confirmed shortly.',
        'ORDER.PROCESSING',
      );
  }
}

/** The order's status now; null while it cannot be read (the service is briefly unavailable). */
async function orderStatus(statusUrl: string, body: PayOrderRequestBody, signedIn: boolean) {
  try {
    return signedIn
      ? await api.get<OrderStatus>(statusUrl)
      : await api.post<PaidOrder | ProcessingOrder>('/api/orders', body);
  } catch (e) {
    if (e instanceof ApiError && (e.status >= 500 || e.code === 'PAYMENT.IN_PROGRESS')) return null;
    if (e instanceof TypeError) return null;
    throw e;
  }
}

/** The first line of a type and what it became (the booking an order sold, a gift card's code...). */
export function fulfilledOf(paid: PaidOrder, type: string): string | null {
  return paid.fulfilled.find((f) => f.type === type)?.reference ?? null;
}
