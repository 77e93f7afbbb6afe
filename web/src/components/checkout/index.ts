export { CheckoutDialogs, preloadCheckoutDialogs } from './checkout-dialogs';
export { RESUME_DELAY_MS, useCheckout, type Checkout, type CheckoutOptions } from './use-checkout';
export { useReceipt } from './use-receipt';
