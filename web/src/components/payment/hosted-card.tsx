import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { loadScript, waitForGlobal } from '@/lib/payments/load-script';
import type { PaymentMode } from '@/lib/payments/payment-config';

/** What the payment dialog needs from a provider-hosted card field. */
export interface HostedCardHandle {
  /** Square: a card nonce. Stripe: a PaymentMethod id the server confirms the intent with. */
  tokenize: (opts: { cardholderName: string }) => Promise<string>;
}

/* Minimal shapes of the two providers' browser SDKs (only what is used here). */
interface SquareCard {
  attach: (selector: string) => Promise<void>;
  tokenize: () => Promise<{ status: string; token?: string; errors?: { message: string }[] }>;
  destroy?: () => Promise<void>;
}
interface SquareGlobal {
  payments: (appId: string, locationId: string) => { card: () => Promise<SquareCard> };
}
export interface StripeCardElement {
  mount: (el: HTMLElement) => void;
  destroy: () => void;
}
export interface StripeElements {
  create: (type: 'card' | 'payment') => StripeCardElement;
}
export interface StripeGlobal {
  elements: (options?: { clientSecret?: string }) => StripeElements;
  createPaymentMethod: (data: {
    type: 'card';
    card: StripeCardElement;
    billing_details: { name: string };
  }) => Promise<{ error?: { message?: string }; paymentMethod?: { id: string } }>;
  /** Confirms a SetupIntent (3-D Secure in a frame, or a redirect to return_url when the bank needs one). */
  confirmSetup: (options: {
    elements: StripeElements;
    confirmParams: { return_url: string };
    redirect: 'if_required';
  }) => Promise<{ error?: { type?: string; message?: string }; setupIntent?: { id: string; status: string } }>;
}
declare global {
  interface Window {
    Square?: SquareGlobal;
    Stripe?: (key: string) => StripeGlobal;
  }
}

interface Props {
  mode: Exclude<PaymentMode, { kind: 'twin' } | { kind: 'off' }>;
  handleRef: Ref<HostedCardHandle>;
  onReady: (ready: boolean) => void;
  onError: (message: string) => void;
}

/**
 * The provider's own card field, loaded lazily. Not exercised by the test suite (no provider keys
 * offline); the local card twin path is.
 */
export function HostedCard({ mode, handleRef, onReady, onError }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const square = useRef<SquareCard | null>(null);
  const stripe = useRef<{ stripe: StripeGlobal; card: StripeCardElement } | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        if (mode.kind === 'square') {
          await loadScript(
            mode.sandbox ? 'https://sandbox.web.squarecdn.com/v1/square.js' : 'https://web.squarecdn.com/v1/square.js',
          );
          const sq = await waitForGlobal(() => window.Square);
          const card = await sq.payments(mode.applicationId, mode.locationId).card();
          if (cancelled) return;
          await card.attach('#hosted-card-container');
          square.current = card;
        } else {
          await loadScript('https://js.stripe.com/v3');
          const factory = await waitForGlobal(() => window.Stripe);
          const s = factory(mode.publishableKey);
          const card = s.elements().create('card');
          if (cancelled || !container.current) return;
          card.mount(container.current);
          stripe.current = { stripe: s, card };
        }
        setStatus('ready');
        onReady(true);
      } catch {
        if (cancelled) return;
        setStatus('failed');
        onReady(false);
        onError('Unable to load payment form. Please try again.');
      }
    })();
    return () => {
      cancelled = true;
      void square.current?.destroy?.();
      stripe.current?.card.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode.kind]);

  useImperativeHandle(handleRef, () => ({
    async tokenize({ cardholderName }) {
      if (square.current) {
        const result = await square.current.tokenize();
        if (result.status === 'OK' && result.token) return result.token;
        throw new Error(result.errors?.map((e) => e.message).join(', ') || 'Card validation failed');
      }
      if (stripe.current) {
        const { error, paymentMethod } = await stripe.current.stripe.createPaymentMethod({
          type: 'card',
          card: stripe.current.card,
          billing_details: { name: cardholderName },
        });
        if (error || !paymentMethod) throw new Error(error?.message || 'Card validation failed');
        return paymentMethod.id;
      }
      throw new Error('Payment system not ready. Please try again.');
    },
  }));

  return (
    <div className="field">
      <span className="label">Card</span>
      <div id="hosted-card-container" ref={container} className="hosted-card" aria-busy={status === 'loading'} />
      {status === 'loading' ? <span className="field-hint">Loading secure card form…</span> : null}
    </div>
  );
}
