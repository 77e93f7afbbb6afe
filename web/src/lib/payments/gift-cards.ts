import { normalizeGiftCardCode } from '@contracts/gift-cards/gift-cards';
import { api } from '@/lib/api-client';

export interface GiftCardBalance {
  code: string;
  currentBalance: string;
  originalAmount?: string;
  issuedTo?: string | null;
  expiresAt?: string | null;
  message?: string;
}

export const GIFT_CODE_MAX = 20;

/** The server's rule (spaces and dashes dropped, upper case), then the field's length limit. */
export function normalizeGiftCode(code: string): string {
  return normalizeGiftCardCode(code).slice(0, GIFT_CODE_MAX);
}

export const giftCardCheckKey = (code: string) => `/api/gift-cards/check/${encodeURIComponent(code)}`;

export function checkGiftCard(code: string): Promise<GiftCardBalance> {
  return api.get<GiftCardBalance>(giftCardCheckKey(code));
}
