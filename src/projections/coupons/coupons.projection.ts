import { COUPON_EVENT_TYPES, type CouponEvent, type CouponTerms } from '../../domain/coupons/coupon.events';
import type { Projection } from '../projection';

function columns(t: CouponTerms) {
  return {
    name: t.name,
    description: t.description,
    discount_type: t.discountType,
    discount_value: t.discountType === 'percentage' ? t.discountValue : t.discountValue / 100,
    credits_granted: t.creditsGranted,
    expires_at: t.expiresAt,
    max_uses: t.maxUses,
    max_uses_per_user: t.maxUsesPerUser,
    minimum_order_cents: t.minimumOrderCents,
    context: t.context,
  };
}

export const couponsProjection: Projection = {
  name: 'coupons',
  eventTypes: COUPON_EVENT_TYPES,
  tables: ['coupon_redemptions', 'coupons'],
  async apply(trx, recorded) {
    const event = recorded as unknown as CouponEvent;
    const at = recorded.metadata.occurredAt ?? recorded.createdAt;
    const id = event.data.couponId;
    switch (event.type) {
      case 'CouponCreated':
        await trx('coupons')
          .insert({
            id,
            code: event.data.code,
            ...columns(event.data),
            is_active: true,
            created_at: at,
            updated_at: at,
          })
          .onConflict('id')
          .ignore();
        return;
      case 'CouponUpdated':
        await trx('coupons')
          .where({ id })
          .update({ ...columns(event.data), updated_at: at });
        return;
      case 'CouponDeactivated':
      case 'CouponActivated':
        await trx('coupons')
          .where({ id })
          .update({ is_active: event.type === 'CouponActivated', updated_at: at });
        return;
      case 'CouponRedeemed':
        await trx('coupon_redemptions')
          .insert({
            coupon_id: id,
            redemption_id: event.data.redemptionId,
            user_id: event.data.userId,
            order_cents: event.data.orderCents,
            discount_cents: event.data.discountCents,
            credits_granted: event.data.creditsGranted,
            redeemed_at: at,
          })
          .onConflict(['coupon_id', 'redemption_id'])
          .ignore();
        await trx('coupons').where({ id }).increment('times_used', 1);
        return;
      case 'CouponRedemptionReversed':
        await trx('coupon_redemptions')
          .where({ coupon_id: id, redemption_id: event.data.redemptionId })
          .update({ reversed: true });
        await trx('coupons').where({ id }).decrement('times_used', 1);
        return;
    }
  },
};
