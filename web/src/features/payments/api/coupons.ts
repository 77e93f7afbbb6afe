import useSWRMutation from 'swr/mutation';
import { api } from '@/lib/api-client';

export interface AppliedCoupon {
  id: string;
  code: string;
  name: string;
  discountAmount: string;
  creditsGranted: number;
  discountType: string;
}

interface ValidateResponse {
  valid: boolean;
  error?: string;
  discountAmount?: string | number;
  creditsGranted?: number;
  coupon?: { id: string; code: string; name: string; discountType: string };
}

export type CouponResult = { ok: true; coupon: AppliedCoupon } | { ok: false; error?: string };

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export const VALIDATE_COUPON_KEY = '/api/coupons/validate';

export async function validateCoupon(code: string, userId: string, orderAmount: string): Promise<CouponResult> {
  const res = await api.post<ValidateResponse>(VALIDATE_COUPON_KEY, {
    code,
    userId,
    orderAmount,
    context: 'booking',
  });
  if (!res?.valid || !res.coupon) return { ok: false, error: res?.error };
  const discount =
    typeof res.discountAmount === 'number' ? res.discountAmount.toFixed(2) : (res.discountAmount ?? '0.00');
  return {
    ok: true,
    coupon: {
      id: String(res.coupon.id),
      code: res.coupon.code,
      name: res.coupon.name,
      discountType: res.coupon.discountType,
      discountAmount: discount,
      creditsGranted: res.creditsGranted ?? 0,
    },
  };
}

/** Checks a coupon against an order: `trigger({ code, userId, orderAmount })`, `isMutating` meanwhile. */
export function useValidateCoupon() {
  return useSWRMutation(
    VALIDATE_COUPON_KEY,
    (_key: string, { arg }: { arg: { code: string; userId: string; orderAmount: string } }) =>
      validateCoupon(arg.code, arg.userId, arg.orderAmount),
  );
}
