import { useEffect, useRef, useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { LockIcon } from '@/components/ui/icons';
import { toast } from '@/components/ui/toast-store';
import { CardEntry } from '@/components/payment/payment-dialog';
import type { StripeElements, StripeGlobal } from '@/components/payment/hosted-card';
import { CardEntryError, useCardEntry } from '@/components/payment/use-card-entry';
import { loadScript, waitForGlobal } from '@/lib/payments/load-script';
import { errorMessage } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { confirmTwinSetup, setupErrorMessage } from '../api/membership-checkout';
import type { MembershipPlanView } from '@/lib/memberships';

interface Props {
  plan: MembershipPlanView;
  clientSecret: string;
  /** Where the provider sends the buyer back (/membership-success?session=...). */
  returnUrl: string;
  onClose: () => void;
  /** Leaves the page (the return address, or the bank's challenge page); tests replace it. */
  navigate?: (url: string) => void;
}

const failed = (description: string) =>
  toast({ title: 'Subscription Setup Failed', description, variant: 'destructive' });

/** The return address as a path on this site (never another site). */
function localPath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * The in-page subscription setup (second card provider): the card is set up for the renewals with the
 * client secret, and the bank may ask its holder to authenticate (3-D Secure). After setup the page
 * goes to /membership-success, which starts the membership and charges the first month.
 */
export function SetupDialog({
  plan,
  clientSecret,
  returnUrl,
  onClose,
  navigate = (u) => window.location.assign(u),
}: Props) {
  const entry = useCardEntry();
  const [busy, setBusy] = useState(false);
  const stripeSetup = useRef<{ stripe: StripeGlobal; elements: StripeElements } | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const [elementState, setElementState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const mode = entry.mode;

  // With Stripe keys: the Payment Element for this SetupIntent, from Stripe's own script.
  useEffect(() => {
    if (mode?.kind !== 'stripe') return undefined;
    let cancelled = false;
    let element: { destroy: () => void } | null = null;
    (async () => {
      try {
        await loadScript('https://js.stripe.com/v3');
        const factory = await waitForGlobal(() => window.Stripe);
        const stripe = factory(mode.publishableKey);
        const elements = stripe.elements({ clientSecret });
        const payment = elements.create('payment');
        if (cancelled || !container.current) return;
        payment.mount(container.current);
        element = payment;
        stripeSetup.current = { stripe, elements };
        setElementState('ready');
      } catch {
        if (cancelled) return;
        setElementState('failed');
        toast({
          title: 'Setup Error',
          description: 'Unable to load payment form. Please try again.',
          variant: 'destructive',
        });
      }
    })();
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [mode, clientSecret]);

  const confirm = async () => {
    setBusy(true);
    try {
      if (mode?.kind === 'stripe') {
        const setup = stripeSetup.current;
        if (!setup) throw new CardEntryError('Form Not Ready', 'Payment system not ready. Please try again.');
        const { error } = await setup.stripe.confirmSetup({
          elements: setup.elements,
          confirmParams: { return_url: returnUrl },
          redirect: 'if_required',
        });
        if (error) return failed(setupErrorMessage(error));
        return navigate(localPath(returnUrl));
      }
      // Without keys: the card twin confirms the setup as Stripe would, with its own challenge page.
      const { sourceId } = await entry.tokenize();
      const result = await confirmTwinSetup({ clientSecret, paymentMethod: sourceId, returnUrl: localPath(returnUrl) });
      if ('error' in result) return failed(setupErrorMessage(result.error));
      navigate(result.nextActionUrl ?? localPath(returnUrl));
    } catch (e) {
      if (e instanceof CardEntryError) toast({ title: e.title, description: e.message, variant: 'destructive' });
      else failed(errorMessage(e, 'We could not set up your card. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const ready = mode !== null && (mode.kind !== 'stripe' || elementState === 'ready');
  return (
    <Dialog
      title="Set Up Your Membership"
      description={`${plan.name}: ${formatMoney(plan.monthlyFee)} now for the first month, then monthly with this card.`}
      onClose={() => !busy && onClose()}
      testId="membership-setup-dialog"
      footer={
        <button
          type="submit"
          form="membership-setup-form"
          className="btn btn-primary btn-block"
          disabled={busy || !ready}
        >
          {busy ? 'Processing...' : `Start ${plan.name} - ${formatMoney(plan.monthlyFee)}/month`}
        </button>
      }
    >
      <form
        id="membership-setup-form"
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
      >
        {mode?.kind === 'stripe' ? (
          <div className="field">
            <span className="label">Card</span>
            <div ref={container} className="hosted-card" aria-busy={elementState === 'loading'} />
            {elementState === 'loading' ? <span className="field-hint">Loading secure card form…</span> : null}
          </div>
        ) : (
          <CardEntry entry={entry} />
        )}
        <p className="muted small" style={{ margin: 0 }}>
          Your bank may ask you to confirm this card. It is kept on file for your monthly renewals (Required for
          membership renewals).
        </p>
        <p className="muted small" style={{ margin: 0 }}>
          <LockIcon /> Payments are encrypted. We never store your full card number.
        </p>
      </form>
    </Dialog>
  );
}
