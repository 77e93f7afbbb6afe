import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { Coupon } from './coupon';

/** Every cached page of the admin coupon list (the DataTable's keys carry its query). */
export const COUPON_PAGES = '/api/admin/coupons?';

export interface SetCouponActiveInput {
  coupon: Coupon;
  active: boolean;
}

/** POST /api/admin/coupons/:id/activate or /deactivate. */
export function setCouponActive({ coupon, active }: SetCouponActiveInput): Promise<Coupon> {
  return api.post<Coupon>(`/api/admin/coupons/${coupon.id}/${active ? 'activate' : 'deactivate'}`);
}

/** Activates or deactivates a coupon, toasts it and reads the list again. */
export function useSetCouponActive() {
  return useAction('/api/admin/coupons#active', setCouponActive, {
    success: (_r, { coupon, active }) => ({
      title: active ? `${coupon.code} Activated` : `${coupon.code} Deactivated`,
    }),
    failure: 'That did not work',
    revalidate: [COUPON_PAGES],
  });
}

/** Reads every page of the coupon list again (after the dialog's settings form saved a coupon). */
export function useReloadCoupons() {
  const { mutate } = useSWRConfig();
  return useCallback(() => void mutate((k) => typeof k === 'string' && k.startsWith(COUPON_PAGES)), [mutate]);
}
