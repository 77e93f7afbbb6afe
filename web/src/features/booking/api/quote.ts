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
    const start = typeof l.startTime === 'string' ? formatTime12(l.startTime) : '';
    const end = typeof l.endTime === 'string' ? ` – ${formatTime12(l.endTime)}` : '';
    const peak = l.peak === true ? ' · peak' : '';
    const label = typeof l.label === 'string' ? l.label : `${start}${end}${peak}`.trim() || 'Bay time';
    return { label, amount: str(l.amount ?? l.price) ?? '0.00' };
  });
}

function discountLines(raw: Raw): QuoteLine[] {
  const list = (raw.adjustments ?? raw.discounts) as Raw[] | undefined;
  if (!Array.isArray(list)) return [];
  return list.map((d) => {
    const amount = str(d.amount) ?? '0.00';
    return { label: String(d.label ?? d.name ?? d.kind ?? 'Discount'), amount: amount.replace(/^-/, '') };
  });
}

/** Credits the quote spends: a top-level count, or a credits adjustment's details. */
function creditsOf(raw: Raw): number {
  const direct = Number(raw.creditsUsed ?? raw.creditsToUse ?? 0);
  if (direct) return direct;
  const adj = Array.isArray(raw.adjustments) ? (raw.adjustments as Raw[]).find((a) => a.kind === 'credits') : undefined;
  const details = (adj?.details ?? {}) as Raw;
  return Number(details.credits ?? details.creditsUsed ?? details.hours ?? 0) || 0;
}

export function normalizeQuote(body: unknown): Quote {
  const raw = (body && typeof body === 'object' ? ((body as Raw).quote ?? body) : {}) as Raw;
  const credits = creditsOf(raw);
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
  const { data, error, isLoading } = useSWR(key, () => fetchQuote(req!), {
    revalidateOnFocus: false,
    keepPreviousData: false,
    shouldRetryOnError: false,
  });
  return { quote: data ?? null, error, isLoading };
}
