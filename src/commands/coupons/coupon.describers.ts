/** How the audit trail tells this area's events (the module's auditDescribers). */
import { type Describers, money } from '../describe';

export const couponDescribers: Describers = {
  CouponCreated: (d, h) => `${h.by} created coupon ${String(d.code)}`,
  CouponUpdated: (_d, h) => `${h.by} changed the coupon's terms`,
  CouponDeactivated: (_d, h) => `${h.by} turned it off`,
  CouponActivated: (_d, h) => `${h.by} turned it on`,
  CouponRedeemed: (d, h) =>
    `Used on a ${money(d.orderCents)} order: ${money(d.discountCents)} off${Number(d.creditsGranted) ? `, ${Number(d.creditsGranted)} credits` : ''} (${h.by})`,
  CouponRedemptionReversed: () => 'Use given back',
  CouponCodeClaimed: (d) => `Code ${String(d.code)} reserved`,
};
