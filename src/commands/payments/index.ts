// The commands/payments folder's door: other areas import only what is exported here (lint rule server/area-index).
export { recordCardOnFile, saveCardOnFile } from './cards-on-file.commands';
export { PaymentUnavailableError, chargeCard, refundCard, stableId } from './charge-card';
export { createPaymentIntent, markPaymentIntentSucceeded, paymentIntentFor } from './payment-intents';
export { relinkSquareCustomer } from './relink-processor-customer';
