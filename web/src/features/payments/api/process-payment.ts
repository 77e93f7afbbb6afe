import { api } from '@/lib/api-client';
import type { CardData } from '../lib/card';

export interface BookingData {
  userId: string;
  date: string;
  time: string;
  duration: number;
  bayId: string;
  creditsUsed: number;
  membershipId: string | null;
  membershipSignup: boolean;
  addCreditOffer: boolean;
  couponId: string | null;
  couponCode?: string | null;
  giftCardCode?: string | null;
  finalAmount: string;
  customerFirstName: string;
  customerLastName: string;
  customerPhone: string;
  customerEmail: string;
  cardholderName: string;
}

export interface PaymentResult {
  bookingId?: string;
  raw: unknown;
}

/** The local card twin: turns test card details into a token (outside production only). */
export async function createTwinToken(card: CardData): Promise<string> {
  const res = await api.post<Record<string, unknown>>('/api/dev/card-tokens', {
    cardNumber: card.cardNumber.replace(/\D/g, ''),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cvv: card.cvv,
    cardholderName: card.cardholderName,
  });
  const token = res?.token ?? res?.sourceId ?? res?.id ?? res?.nonce;
  if (typeof token !== 'string') throw new Error('Card tokenization failed');
  return token;
}

function bookingIdFrom(res: unknown): string | undefined {
  if (!res || typeof res !== 'object') return undefined;
  const r = res as { bookingId?: unknown; booking?: { id?: unknown }; id?: unknown };
  const id = r.bookingId ?? r.booking?.id;
  return id === undefined || id === null ? undefined : String(id);
}

export async function processSquarePayment(input: {
  sourceId: string;
  amountCents: number;
  storeCard: boolean;
  bookingData: BookingData;
}): Promise<PaymentResult> {
  const res = await api.post<unknown>('/api/square/process-payment', {
    sourceId: input.sourceId,
    amount: input.amountCents,
    currency: 'USD',
    storeCard: input.storeCard,
    bookingData: input.bookingData,
  });
  return { bookingId: bookingIdFrom(res), raw: res };
}

export async function createPaymentIntent(amountCents: number, bookingData: BookingData): Promise<string> {
  const res = await api.post<{ clientSecret?: string }>('/api/create-payment-intent', {
    amount: amountCents,
    booking_data: {
      userId: bookingData.userId,
      date: bookingData.date,
      time: bookingData.time,
      duration: bookingData.duration,
      bayId: bookingData.bayId,
      creditsUsed: bookingData.creditsUsed,
      membershipId: bookingData.membershipId,
      addCreditOffer: bookingData.addCreditOffer,
      couponId: bookingData.couponId,
      couponCode: bookingData.couponCode,
      giftCardCode: bookingData.giftCardCode,
    },
  });
  if (!res?.clientSecret) throw new Error('Failed to create payment intent');
  return res.clientSecret;
}

export async function processStripePayment(input: {
  clientSecret: string;
  storeCard: boolean;
  bookingData: BookingData;
  cardData?: unknown;
}): Promise<PaymentResult> {
  const res = await api.post<unknown>('/api/stripe/process-payment', {
    clientSecret: input.clientSecret,
    cardData: input.cardData ?? null,
    storeCard: input.storeCard,
    bookingData: input.bookingData,
  });
  return { bookingId: bookingIdFrom(res), raw: res };
}
