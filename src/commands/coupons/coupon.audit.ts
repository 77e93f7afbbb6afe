import { couponDecider } from '../../domain/coupons/coupon.decider';
import { couponStream } from '../../domain/coupons/coupon.events';
import { foldEvents, ofStream, type AuditSubject } from '../audit-subject';

/** A coupon: created, changed, redeemed; as of an instant, its state. */
export const couponAuditSubject: AuditSubject = {
  kind: 'coupon',
  rank: 50,
  events: (ctx, id) => ofStream(ctx, couponStream(ctx.config.VENUE_ID, id)),
  asOf: (_ctx, { events }) => foldEvents(couponDecider, events),
};
