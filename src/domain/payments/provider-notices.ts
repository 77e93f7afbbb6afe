/**
 * What the card providers report by webhook, by kind: the notice read from a delivery and its record
 * (provider-notice.ts), refunds made at the provider, card disputes and payouts. One door for the module.
 */
export * from './provider-notice';
export * from './provider-refunds';
export * from './card-disputes';
export * from './provider-payouts';
