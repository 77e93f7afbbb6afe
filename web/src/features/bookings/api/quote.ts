import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { formatTime12 } from '@/lib/dates';
import { centsToDecimal } from '@/lib/money';
import type { QuotedCoupon } from '@contracts/checkout/orders';
import type { Quote, QuoteLine } from './types';

export interface QuoteRequest {
  bayId: string;
  date: string;
  startTime: string;
  duration: number;
  /** "Use my credits": the server puts on as many as the customer can. */
  useMaxCredits?: boolean;
  creditsUsed?: number;
  couponCode?: string;
  giftCardCode?: string;
  addCreditOffer?: boolean;
  /** A plan bought with the booking (the booking is priced as a member of it). */
  membershipSignup?: boolean;
  membershipId?: string;
}

type Raw = Record<string, unknown>;

const dollars = (cents: unknown) => centsToDecimal(Number(cents));
const str = (v: unknown): string | undefined =>
  typeof v === 'number' ? v.toFixed(2) : typeof v === 'string' ? v : undefined;

function hourLabel(l: Raw): string {
  const start = typeof l.startTime === 'string' ? formatTime12(l.startTime) : '';
  const end = typeof l.endTime === 'string' ? ` – ${formatTime12(l.endTime)}` : '';
  return `${start}${end}${l.peak === true ? ' · peak' : ''}`.trim() || 'Bay time';
}

/** A line's money: decimal strings ("amount") from the public quote, cents ("amountCents") inside a checkout quote. */
function amountOf(l: Raw): string {
  if (l.amountCents !== undefined) return dollars(l.amountCents);
  return str(l.amount) ?? '0.00';
}

function lines(raw: Raw): QuoteLine[] {
  return Array.isArray(raw.lines)
    ? (raw.lines as Raw[]).map((l) => ({ label: hourLabel(l), amount: amountOf(l) }))
    : [];
}

function adjustments(raw: Raw): QuoteLine[] {
  return Array.isArray(raw.adjustments)
    ? (raw.adjustments as Raw[]).map((a) => ({
        label: String(a.label ?? a.kind ?? 'Discount'),
        amount: amountOf(a).replace(/^-/, ''),
      }))
    : [];
}

/** POST /api/bookings/quote: the booking's price (decimal strings). */
export function normalizeBookingQuote(body: unknown): Quote {
  const raw = (body ?? {}) as Raw;
  return {
    lines: lines(raw),
    subtotal: str(raw.subtotal),
    discounts: adjustments(raw),
    extras: [],
    creditsUsed: 0,
    maxCredits: 0,
    coupon: null,
    total: str(raw.total) ?? '0.00',
    totalCents: Number(raw.totalCents ?? 0),
  };
}

/** POST /api/checkout/quote: credits, coupon, credit offer and gift card on top; amountDue is what the card pays. */
export function normalizeCheckoutQuote(body: unknown): Quote {
  const raw = (body ?? {}) as Raw;
  const inner = (raw.quote ?? {}) as Raw;
  const discounts = adjustments(inner);
  const extras: QuoteLine[] = [];
  if (raw.creditOffer) extras.push({ label: 'Credit offer (added to your account)', amount: str(raw.creditOffer)! });
  const membership = raw.membership as { label?: string; amount?: string } | null | undefined;
  if (membership?.amount) extras.push({ label: membership.label ?? 'Membership', amount: membership.amount });
  if (Number(raw.giftCardAmount) > 0) discounts.push({ label: 'Gift card', amount: str(raw.giftCardAmount)! });
  const totalCents = Number(raw.amountDueCents ?? Math.round(Number(raw.amountDue ?? 0) * 100));
  return {
    lines: lines(inner),
    subtotal: str(raw.subtotal),
    discounts,
    extras,
    creditsUsed: Number(raw.creditsUsed ?? 0) || 0,
    maxCredits: Number(raw.maxCredits ?? 0) || 0,
    coupon: (raw.coupon as QuotedCoupon | null | undefined) ?? null,
    total: str(raw.amountDue) ?? dollars(totalCents),
    totalCents,
  };
}

export async function fetchQuote(req: QuoteRequest, signedIn: boolean): Promise<Quote> {
  if (!signedIn) {
    const { bayId, date, startTime, duration } = req;
    return normalizeBookingQuote(await api.post('/api/bookings/quote', { bayId, date, startTime, duration }));
  }
  return normalizeCheckoutQuote(
    await api.post('/api/checkout/quote', {
      ...req,
      creditsUsed: req.creditsUsed ?? 0,
      useMaxCredits: Boolean(req.useMaxCredits),
      addCreditOffer: Boolean(req.addCreditOffer),
    }),
  );
}

/** The server's price for the current selection; the summary shows only this. */
export function useQuote(req: QuoteRequest | null, signedIn: boolean) {
  const key = req ? ['quote', signedIn ? 'checkout' : 'booking', JSON.stringify(req)] : null;
  const { data, error, isLoading } = useSWR(key, () => fetchQuote(req!, signedIn), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { quote: data ?? null, error, isLoading };
}
