import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { CheckoutDialogs, useCheckout } from '@/components/checkout';
import { Dialog } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { setsUpCardsInPage, usePaymentMode } from '@/lib/payments/payment-config';
import { errorMessage } from '@/lib/api-client';
import { newKey } from '@/lib/ids';
import { nextStep, startSubscription, type SubscriptionStep } from '../api/membership-checkout';
import type { MembershipPlanView } from '@/lib/memberships';
import { HostedCheckoutDialog, openCheckoutPopup } from './hosted-checkout-dialog';
import { SetupDialog } from './setup-dialog';

interface Props {
  plan: MembershipPlanView;
  userId: string;
  /** The membership is active: the server's welcome to show, or null when it was already shown. */
  onStarted: (welcome: string | null) => void;
  onClose: () => void;
}

type Hosted = Extract<SubscriptionStep, { kind: 'hosted' }> & { popup: Window | null };

const subscriptionError = (e: unknown) =>
  toast({ title: 'Subscription Error', description: errorMessage(e), variant: 'destructive' });

/**
 * Paying a plan's first month, whichever way the venue takes cards: the card form (charged at once),
 * the in-page card setup of the second provider (the bank may ask for 3-D Secure), or the primary
 * provider's hosted checkout page in a popup.
 */
export function MembershipPayment({ plan, userId, onStarted, onClose }: Props) {
  const mode = usePaymentMode();
  const inPage = mode !== null && setsUpCardsInPage(mode);
  // The second provider: the subscription is asked for as soon as the dialog opens (once per opening).
  const [opening] = useState(newKey);
  const { data: answer, error } = useSWR(
    inPage ? ['membership-subscription', plan.id, opening] : null,
    ([, planId]) => startSubscription(planId),
    { revalidateOnFocus: false, revalidateIfStale: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
  const [hosted, setHosted] = useState<Hosted | null>(null);
  // The card form: the shared checkout, straight at its payment step (the buyer is signed in).
  const checkout = useCheckout({
    user: { id: userId },
    order: { lines: [{ type: 'membership', planId: plan.id }] },
    initialStage: 'pay',
  });
  const setup = answer ? nextStep(answer) : null;

  useEffect(() => {
    if (error) {
      subscriptionError(error);
      onClose();
    } else if (setup?.kind === 'activated') onStarted(setup.message);
    else if (setup?.kind === 'created') {
      toast({ title: 'Membership Created', description: setup.message });
      onClose();
    }
    // Acts once on the answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, error]);

  /** The primary provider's hosted page, chosen instead of the card form. */
  const payOnHostedPage = async () => {
    // Opened within the click (so the browser allows it), pointed at the page once the server answers.
    const popup = openCheckoutPopup('about:blank');
    try {
      const next = nextStep(await startSubscription(plan.id));
      if (next.kind === 'hosted') {
        if (popup) popup.location.href = next.checkoutUrl;
        return setHosted({ ...next, popup });
      }
      popup?.close();
      if (next.kind === 'activated') return onStarted(next.message);
      toast({ title: 'Membership Created', description: next.kind === 'created' ? next.message : '' });
      onClose();
    } catch (e) {
      popup?.close();
      subscriptionError(e);
    }
  };

  if (hosted)
    return (
      <HostedCheckoutDialog
        plan={plan}
        checkoutUrl={hosted.checkoutUrl}
        sessionId={hosted.sessionId}
        popup={hosted.popup}
        onStarted={(r) => onStarted(r.message)}
        onClose={onClose}
      />
    );
  if (setup?.kind === 'setup')
    return <SetupDialog plan={plan} clientSecret={setup.clientSecret} returnUrl={setup.returnUrl} onClose={onClose} />;
  if (!mode || inPage)
    return (
      <Dialog title="Set Up Your Membership" onClose={onClose} testId="membership-preparing">
        <Spinner label="Preparing secure payment…" />
      </Dialog>
    );
  return (
    <CheckoutDialogs
      checkout={checkout}
      payment={{
        details: <p className="muted">{plan.name} membership: first month now, then monthly.</p>,
        cardRequiredFor: 'membership renewals',
        successTitle: 'Membership Started!',
        successText: `Welcome to ${plan.name}. Your membership is now active.`,
        alternative: (
          <button type="button" className="btn btn-link" onClick={() => void payOnHostedPage()}>
            Pay on a secure checkout page instead
          </button>
        ),
      }}
      onPaid={() => onStarted(null)}
      onPayClose={onClose}
    />
  );
}
