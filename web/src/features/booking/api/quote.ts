import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { formatTime12 } from '@/lib/dates';
import type { Quote, QuoteLine } from './types';

export interface QuoteRequest {
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  couponCode?: string;
  giftCardCode?: string;
  creditsToUse?: number;
  planId?: string;
}

type Raw = Record<string, unknown>;

function str(v: unknown): string | undefined {
  if (typeof v === 'number') return v.toFixed(2);
  return typeof v === 'string' ? v : undefined;
}

function hourlyLines(raw: Raw): QuoteLine[] {
  const list = (raw.lines ?? raw.hourly ?? raw.hours ?? raw.hourlyLines) as Raw[] | undefined;
  if (!Array.isArray(list)) return [];
  return list.map((l) => {
    const start = typeof l.startTime === 'string' ? formatTime12(l.startTime) : typeof l.start === 'string' ? formatTime12(l.start) : '';
    const peak = l.peak === true || l.isPeak === true ? ' (peak)' : '';
    const label = typeof l.label === 'string' ? l.label : `${start}${peak}`.trim() || 'Hour';
    return { label, amount: str(l.amount ?? l.rate ?? l.price) ?? '0.00' };
  });
}

function discountLines(raw: Raw): QuoteLine[] {
  const out: QuoteLine[] = [];
  const list = raw.discounts as Raw[] | undefined;
  if (Array.isArray(list)) {
    for (const d of list) out.push({ label: String(d.label ?? d.name ?? d.type ?? 'Discount'), amount: str(d.amount) ?? '0.00' });
    return out;
  }
  const pairs: [string, unknown][] = [
    ['Membership discount', raw.membershipDiscount],
    ['Coupon', raw.couponDiscount],
    ['Gift card', raw.giftCardAmount ?? raw.giftCardApplied],
    ['Credits', raw.creditsDiscount ?? raw.creditsValue],
  ];
  for (const [label, v] of pairs) {
    const s = str(v);
    if (s && Number(s) !== 0) out.push({ label, amount: s });
  }
  return out;
}

export function normalizeQuote(body: unknown): Quote {
  const raw = (body && typeof body === 'object' ? ((body as Raw).quote ?? body) : {}) as Raw;
  const credits = Number(raw.creditsUsed ?? raw.creditsToUse ?? raw.credits ?? 0) || 0;
  return {
    lines: hourlyLines(raw),
    subtotal: str(raw.subtotal),
    discounts: discountLines(raw),
    creditsUsed: credits,
    total: str(raw.total ?? raw.totalAmount ?? raw.amountDue) ?? '0.00',
    raw,
  };
}

export async function fetchQuote(req: QuoteRequest): Promise<Quote> {
  return normalizeQuote(await api.post('/api/bookings/quote', req));
}

/** The server's price for the current selection; the summary shows only this. */
export function useQuote(req: QuoteRequest | null) {
  const key = req ? ['/api/bookings/quote', JSON.stringify(req)] : null;
  const { data, error, isLoading } = useSWR(key, () => fetchQuote(req!), { revalidateOnFocus: false, keepPreviousData: false, shouldRetryOnError: false });
  return { quote: data ?? null, error, isLoading };
}
