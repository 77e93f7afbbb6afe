// The projections/payments folder's door: other areas import only what is exported here (lint rule server/area-index).
export { processorCustomersProjection } from './processor-customers.projection';
export { processorCustomerOf, squareCustomerMappings } from './processor-customers.queries';
export { cardOnFile, paymentMethod } from './stored-cards.queries';
export { cardDisputesProjection, providerPayoutsProjection } from './provider-money.projection';
export { cardBlockingDispute, disputeRow, listDisputes, listPayouts, orderOfPayment } from './provider-money.queries';
export type { DisputeJson, PayoutJson } from './provider-money.queries';
export { paymentApprovalsProjection } from './payment-approvals.projection';
export { approvalById, lastApprovalPage, openApprovalsOf } from './payment-approvals.queries';
export type { ApprovalRow } from './payment-approvals.queries';
