// The commands/payments folder's door: other areas import only what is exported here (lint rule server/area-index).
export { recordCardOnFile, saveCardOnFile } from './cards-on-file.commands';
export { AUTHENTICATION_REQUIRED, PaymentUnavailableError, chargeCard, refundCard, stableId } from './charge-card';
export { createPaymentIntent, markPaymentIntentSucceeded, paymentIntentFor } from './payment-intents';
export { relinkSquareCustomer } from './relink-processor-customer';
export { openApproval, openApprovalPage, requestApproval, settleApproval } from './payment-approvals.commands';
export type { ApprovalRequest } from './payment-approvals.commands';
