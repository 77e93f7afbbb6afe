import { useState } from 'react';
import type { OrderChoice } from '@/lib/payments/orders';
import type { PhoneUser } from '@/lib/session/phone-user';

/** After signing in, the purchase resumes once the sign-in dialog has closed. */
export const RESUME_DELAY_MS = 500;

export type CheckoutStage = 'idle' | 'sign-in' | 'pay';

type Buyer = Pick<PhoneUser, 'id'>;

export interface CheckoutOptions<U extends Buyer = Buyer> {
  /** The buyer; null while signed out. */
  user: U | null;
  /** What is being bought, priced by the server; null while the choice is incomplete. */
  order: OrderChoice | null;
  /** A guest may pay without an account (gift cards): no sign-in, the payment has no user. */
  guest?: boolean;
  /**
   * Just before the payment dialog opens, with the buyer: false when the purchase was finished
   * another way (a free booking made without a card).
   */
  beforePay?: (user: U) => boolean;
  /** Open at this step (a purchase whose payment dialog opens at once). */
  initialStage?: CheckoutStage;
}

export interface Checkout<U extends Buyer = Buyer> {
  stage: CheckoutStage;
  order: OrderChoice | null;
  userId: string | null;
  signingIn: boolean;
  /** The payment dialog is open (there is an order, and a buyer or a guest checkout). */
  paying: boolean;
  /** The purchase button: sign in first when signed out, then pay. */
  start(): void;
  /** Ask for sign-in only. */
  signIn(): void;
  /** Signed in: close the sign-in dialog, then resume a moment later. */
  signedIn(who: U | null): void;
  close(): void;
}

/**
 * The one "sign in, then pay" sequence every purchase goes through: `start()` signs a visitor in
 * (the phone sign-in dialog) and then opens the payment dialog with the server's quote of `order`;
 * `<CheckoutDialogs>` shows whichever step is open.
 */
export function useCheckout<U extends Buyer = Buyer>(options: CheckoutOptions<U>): Checkout<U> {
  const { user, order, guest = false, beforePay, initialStage = 'idle' } = options;
  const [stage, setStage] = useState<CheckoutStage>(initialStage);

  /** Pay as `who` (the buyer just signed in, or the one already signed in). */
  const proceed = (who: U | null) => {
    if (!order || (!who && !guest)) return;
    if (who && beforePay && !beforePay(who)) return;
    setStage('pay');
  };

  return {
    stage,
    order,
    userId: user?.id ?? null,
    signingIn: stage === 'sign-in',
    paying: stage === 'pay' && Boolean(order) && (Boolean(user) || guest),
    start: () => (user || guest ? proceed(user) : setStage('sign-in')),
    signIn: () => setStage('sign-in'),
    signedIn: (who: U | null) => {
      setStage('idle');
      setTimeout(() => proceed(who), RESUME_DELAY_MS);
    },
    close: () => setStage('idle'),
  };
}
