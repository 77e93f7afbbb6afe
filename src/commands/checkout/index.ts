// The commands/checkout folder's door: other areas import only what is exported here (lint rule server/area-index).
export type { BookingDesk } from './booking-desk';
export { loadCheckout } from './checkout-log';
export type { CouponTender } from './coupon-tender';
export type { CreditTender } from './credit-tender';
export type { GiftCardTender } from './gift-card-tender';
export { PENDING_HOLD_MS } from './hold';
export { lineData } from './order-line-type';
export type { Buyer, LinePayment, LineRun, OrderLineType } from './order-line-type';
export { fulfilledOf } from './order-outcome';
export { orderReceipt } from './order-receipt';
export type { OrderReceipt } from './order-receipt';
export { quoteOrder } from './quote-order';
export { refundOrderPart } from './refund-order-part';
export type { OrderPartRefund } from './refund-order-part';
export { payOrder } from './run-order.command';
export { remainingCreditsOf } from './credit-tender';
