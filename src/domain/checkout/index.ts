// The domain/checkout folder's door: other areas import only what is exported here (lint rule server/area-index).
export { checkoutStream } from './checkout.events';
export type { CheckoutEvent, CheckoutPlan } from './checkout.events';
