// The domain/payments folder's door: other areas import only what is exported here (lint rule server/area-index).
export { ProcessorCustomerLinked } from './processor-customers';
export { creditsBack, splitRefund } from './refund-split';
export type { PaidPart, RefundPart } from './refund-split';
export type { ProviderRefundEvent } from './provider-notices';
export { PaymentApprovalRequested } from './payment-approvals';
export type { ApprovalPurpose } from './payment-approvals';
