import type { ComponentProps } from 'react';
import { fulfilledOf, type PaidOrder } from '@/lib/payments/orders';
import type { PaymentDialog as PaymentDialogType } from '@/components/payment/payment-dialog';
import { loadable, whenLoaded } from '@/lib/loadable';
import type { Checkout } from './use-checkout';
import { useReceipt } from './use-receipt';

/**
 * The sign-in and payment dialogs (and the form rules they check with, zod's among them) load when a
 * purchase starts, or ahead with `preloadCheckoutDialogs` (the booking modal does so when it opens),
 * never with the page that shows the purchase.
 */
const paymentDialog = loadable(() => import('@/components/payment/payment-dialog').then((m) => m.PaymentDialog));
const signInDialog = loadable(() =>
  import('@/components/phone-sign-in/phone-sign-in-dialog').then((m) => m.PhoneSignInDialog),
);

const PaymentDialog = whenLoaded(paymentDialog);
const PhoneSignInDialog = whenLoaded(signInDialog);

export function preloadCheckoutDialogs(): void {
  void paymentDialog.preload();
  void signInDialog.preload();
}

type PaymentProps = Omit<ComponentProps<typeof PaymentDialogType>, 'order' | 'userId' | 'onPaid' | 'onClose'>;

interface Props {
  checkout: Checkout;
  /** Why signing in is needed (the sign-in dialog's description). */
  signInReason?: string;
  /** The payment dialog's labels and extras (details, confirm label, success text...). */
  payment: PaymentProps;
  /** Paid: after the dialog closes, before the receipt. */
  onPaid?: (paid: PaidOrder) => void | Promise<void>;
  /** Leaving the payment dialog unpaid (the checkout is back to idle). */
  onPayClose?: () => void;
  /** Paid: refresh the bookings and go to /payment-success for the order's line of this type. */
  receipt?: 'booking' | 'tournament-entry' | 'waitlist-offer';
}

/** The sign-in dialog, then the payment dialog, of a `useCheckout` purchase. */
export function CheckoutDialogs({ checkout, signInReason, payment, onPaid, onPayClose, receipt }: Props) {
  const showReceipt = useReceipt();
  return (
    <>
      {checkout.signingIn ? (
        <PhoneSignInDialog reason={signInReason} onClose={checkout.close} onSignedIn={checkout.signedIn} />
      ) : null}
      {checkout.paying && checkout.order ? (
        <PaymentDialog
          {...payment}
          order={checkout.order}
          userId={checkout.userId}
          onClose={() => {
            checkout.close();
            onPayClose?.();
          }}
          onPaid={async (paid) => {
            checkout.close();
            // In the same tick as the purchase's own handler (it closes its modal): the receipt
            // refreshes the bookings and availability while the modal's keys are still mounted.
            const own = onPaid?.(paid);
            if (own) await own;
            if (receipt) await showReceipt(fulfilledOf(paid, receipt) ?? undefined);
          }}
        />
      ) : null}
    </>
  );
}
