import { couponsRoutes } from '../api/routes/coupons/coupons.routes';
import { couponsApi } from '../api/routes/coupons/coupons.openapi';
import { couponTender } from '../commands/coupons/coupon-tender';
import { couponDescribers } from '../commands/coupons/coupon.describers';
import { couponAuditSubject } from '../commands/coupons/coupon.audit';
import * as couponEvents from '../domain/coupons/coupon.events';
import { definitionsIn } from '../eventstore/events';
import { couponsProjection } from '../projections/coupons/coupons.projection';
import type { AppModule } from './module';
import * as m0302 from '../../migrations/0302_coupons';

/** Coupon codes: validation, redemption, the admin's coupons. */
export const couponsModule: AppModule = {
  name: 'coupons',
  migrations: [['0302_coupons', m0302]],
  auditDescribers: [couponDescribers],
  auditSubjects: [couponAuditSubject],
  openapi: couponsApi,
  events: definitionsIn(couponEvents),
  projections: () => [couponsProjection],
  couponTender,
  routes: (ctx) => couponsRoutes(ctx),
};
