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
