import { z } from 'zod';
import { pageOf } from '../lists';

/** The coupon answers as zod contracts (coupons.openapi.ts checks each against the route's type). */
const money = z.string();

/** POST /api/coupons/validate: whether the code applies, and what it saves (dollars) or grants. */
export const couponValidation = z.object({
  valid: z.boolean(),
  coupon: z.object({ id: z.string(), code: z.string(), name: z.string(), discountType: z.string() }).nullable(),
  discountAmount: z.number(),
  creditsGranted: z.number(),
  error: z.string().nullable(),
});

/** A coupon as the admin API answers it. */
export const couponView = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  discountType: z.string(),
  discountValue: z.number(),
  creditsGranted: z.number(),
  expiresAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerUser: z.number().int().nullable(),
  minimumOrderAmount: money,
  context: z.string(),
  isActive: z.boolean(),
  timesUsed: z.number().int(),
});
export const couponsPage = pageOf(couponView);

export const couponRedemption = z.object({
  orderId: z.string(),
  bookingId: z.string().nullable(),
  bookingDate: z.string().nullable(),
  bookingStartTime: z.string().nullable(),
  userId: z.string(),
  customerName: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  orderAmount: money,
  discountAmount: money,
  creditsGranted: z.number(),
  reversed: z.boolean(),
  redeemedAt: z.string(),
});
export const couponRedemptionsPage = pageOf(couponRedemption);
