import type { Knex } from 'knex';
import type { ListParams } from '../../contracts/lists';
import { paged } from '../paged';
import { toDecimalString } from '../../lib/money';

/** A coupon as the admin API answers it. */
function toCouponJson(r: Record<string, unknown>) {
  return {
    id: r.id as string,
    code: r.code as string,
    name: r.name as string,
    description: r.description as string | null,
    discountType: r.discount_type as string,
    discountValue: Number(r.discount_value),
    creditsGranted: Number(r.credits_granted),
    expiresAt: r.expires_at ? new Date(r.expires_at as string).toISOString() : null,
    maxUses: r.max_uses as number | null,
    maxUsesPerUser: r.max_uses_per_user as number | null,
    minimumOrderAmount: toDecimalString(r.minimum_order_cents as number),
    context: r.context as string,
    isActive: r.is_active as boolean,
    timesUsed: r.times_used as number,
  };
}

/** Every coupon, newest first. */
export async function listCoupons(knex: Knex, params: ListParams & { active?: boolean; search?: string }) {
  const query = knex('coupons').select('*');
  if (params.active !== undefined) query.where({ is_active: params.active });
  if (params.search) query.whereILike('code', `%${params.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return paged(knex, query, params, {
    sortable: { createdAt: 'created_at', code: 'code' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 'id',
    map: toCouponJson,
  });
}

export async function couponById(knex: Knex, id: string) {
  const row = await knex('coupons').where({ id }).first();
  return row ? toCouponJson(row) : undefined;
}

/** One coupon's redemptions, newest first: who, when, which order or booking, the discount. */
export async function listCouponRedemptions(knex: Knex, couponId: string, params: ListParams) {
  const query = knex('coupon_redemptions as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .joinRaw('left join bookings as b on b.id::text = r.redemption_id')
    .where('r.coupon_id', couponId)
    .select(
      'r.redemption_id',
      'r.user_id',
      'r.order_cents',
      'r.discount_cents',
      'r.credits_granted',
      'r.reversed',
      'r.redeemed_at',
      'u.first_name',
      'u.last_name',
      'u.phone_number',
      'b.id as booking_id',
      knex.raw("to_char(b.date, 'YYYY-MM-DD') as booking_date"),
      'b.start_time as booking_start_time',
    );
  return paged(knex, query, params, {
    sortable: { redeemedAt: 'redeemed_at' },
    defaultSort: 'redeemedAt',
    defaultOrder: 'desc',
    tiebreak: 'redemption_id',
    map: (r: Record<string, unknown>) => ({
      orderId: r.redemption_id as string,
      bookingId: (r.booking_id as string | null) ?? null,
      bookingDate: (r.booking_date as string | null) ?? null,
      bookingStartTime: r.booking_start_time ? String(r.booking_start_time).slice(0, 5) : null,
      userId: r.user_id as string,
      customerName: [r.first_name, r.last_name].filter(Boolean).join(' ') || null,
      phoneNumber: (r.phone_number as string | null) ?? null,
      orderAmount: toDecimalString(r.order_cents as number),
      discountAmount: toDecimalString(r.discount_cents as number),
      creditsGranted: Number(r.credits_granted),
      reversed: r.reversed as boolean,
      redeemedAt: new Date(r.redeemed_at as string).toISOString(),
    }),
  });
}
