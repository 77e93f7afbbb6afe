import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { SUPPORT_PHONE_HREF, VENUE_NAME } from '@/config/venue';
import { PHONE_USER_KEY, usePhoneUser } from '@/lib/session/phone-user';
import {
  PAYMENT_STATUS_KEY,
  signUpForPlan,
  switchesAtNextCycle,
  switchPlanNow,
  useMyMembership,
  usePlans,
  type MembershipPlanView,
  type SignupForm,
} from '@/lib/memberships';
import { PlanCard } from '@/features/memberships/components/plan-card';
import { SignupDialog } from '@/features/memberships/components/signup-dialog';
import { SwitchDialog } from '@/features/memberships/components/switch-dialog';
import { MembershipPayment } from '@/features/memberships/components/membership-payment';
import { openSupportChat } from '@/components/support-chat/support-button';
import { errorMessage } from '@/lib/api-client';

type Step = { kind: 'signup' | 'switch' | 'pay'; plan: MembershipPlanView } | null;

const FAQ = [
  {
    q: 'How do member discounts work?',
    a: "Your plan's discount comes off every hour you book, at every time of day, as long as your membership is active and paid up.",
  },
  {
    q: 'What are monthly credits?',
    a: 'Each credit pays for one hour in a bay. Your plan grants its credits at the start of every billing period; unused membership credits expire when the next period begins.',
  },
  {
    q: 'Can I cancel anytime?',
    a: 'Yes. Cancel from your account page; your benefits last until the end of the billing period you have paid for, and you can reactivate before then.',
  },
  {
    q: 'Can I switch plans?',
    a: "Yes, at any time, and the switch is immediate. On a paid plan, nothing is charged when you switch: the new plan's price is billed from your next billing date. Moving from a free plan (or no plan) to a paid one starts it, so its first month is charged when you switch.",
  },
];

/** /memberships: the plans, joining as a visitor (after confirming the phone by SMS), switching as a member. */
export function MembershipsRoute() {
  const { user } = usePhoneUser();
  const { plans, isLoading, error } = usePlans();
  const { membership, refresh } = useMyMembership(Boolean(user));
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [step, setStep] = useState<Step>(null);
  const [busy, setBusy] = useState(false);
  const currentPlanId = membership?.planId ?? null;
  const topSort = Math.max(...plans.map((p) => p.sortOrder));

  const started = async (plan: MembershipPlanView, message?: string) => {
    toast({
      title: 'Membership Started!',
      description:
        message?.replace(/^Membership Started! /, '') ?? `Welcome to ${plan.name}. Your membership is now active.`,
    });
    close();
    await Promise.all([refresh(), mutate(PAYMENT_STATUS_KEY), mutate(PHONE_USER_KEY)]);
  };

  const billedNextCycle = switchesAtNextCycle(membership);
  /** Without a payment: a free plan from a free one (or none) starts; from a paid plan it is a switch. */
  const switchNow = async (plan: MembershipPlanView) => {
    setBusy(true);
    try {
      const answer = await switchPlanNow(plan.id);
      if (!answer.switched) return await started(plan, answer.message);
      toast({ title: 'Plan Switched', description: answer.message });
      close();
      await Promise.all([refresh(), mutate(PAYMENT_STATUS_KEY), mutate(PHONE_USER_KEY)]);
    } catch (e) {
      toast({ title: 'Plan Change Failed', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const choose = async (plan: MembershipPlanView) => {
    if (!user) return setStep({ kind: 'signup', plan });
    if (billedNextCycle || Number(plan.monthlyFee) > 0) return setStep({ kind: 'switch', plan });
    await switchNow(plan);
  };

  // Back from confirming the phone (?plan=): carry on with the plan that was chosen.
  const returning = params.get('plan');
  const resumedPlan = user && returning ? plans.find((p) => p.id === returning && p.id !== currentPlanId) : undefined;
  const resumed: Step = resumedPlan
    ? { kind: billedNextCycle ? 'switch' : Number(resumedPlan.monthlyFee) > 0 ? 'pay' : 'signup', plan: resumedPlan }
    : null;
  const active = step ?? resumed;
  const close = () => {
    setStep(null);
    if (returning) setParams({}, { replace: true });
  };

  const submitSignup = async (plan: MembershipPlanView, form: SignupForm) => {
    if (!user) {
      // The venue confirms the number is the customer's (an SMS code) before any membership starts.
      toast({ title: 'Confirm your phone', description: 'We text you a code, then your membership starts.' });
      navigate(`/phone-login?next=${encodeURIComponent(`/memberships?plan=${plan.id}`)}`);
      return;
    }
    if (Number(plan.monthlyFee) > 0) return setStep({ kind: 'pay', plan });
    setBusy(true);
    try {
      await started(plan, (await signUpForPlan(form)).message);
    } catch (e) {
      toast({ title: 'Signup Failed', description: errorMessage(e), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (isLoading) {
    return (
      <div className="container narrow-page center">
        <Spinner label="Loading membership options" />
      </div>
    );
  }
  return (
    <div className="container page memberships-page">
      <Link to="/" className="back-link">
        ← Back to Booking
      </Link>
      <header className="memberships-hero">
        <h1>Membership Plans</h1>
        <p className="muted">
          Play more, pay less: member rates on every hour, free monthly credits and more time to plan ahead at{' '}
          {VENUE_NAME}.
        </p>
        {membership?.plan ? (
          <p>
            <span className="badge badge-member">Current Member: {membership.plan.name}</span>
          </p>
        ) : null}
      </header>
      {error ? (
        <p className="alert alert-error" role="alert">
          We couldn't load the membership plans. Please try again.
        </p>
      ) : null}
      <div className="plan-grid">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            mostPopular={plans.length > 1 && plan.sortOrder === topSort}
            current={plan.id === currentPlanId}
            signedIn={Boolean(user)}
            busy={busy}
            onChoose={(p) => void choose(p)}
          />
        ))}
      </div>
      <p className="muted center small">No long-term commitment. Cancel anytime.</p>

      <section className="card faq" aria-labelledby="faq-title">
        <h2 id="faq-title">Frequently Asked Questions</h2>
        {FAQ.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </section>

      <section className="card center" aria-labelledby="help-title">
        <h2 id="help-title">Need Help Choosing?</h2>
        <p className="muted">Tell us how often you play and we'll suggest the plan that saves you the most.</p>
        <div className="row center-row">
          <button type="button" className="btn btn-secondary" onClick={openSupportChat}>
            Chat with Support
          </button>
          <a className="btn btn-secondary" href={SUPPORT_PHONE_HREF}>
            Call Us
          </a>
        </div>
      </section>

      {active?.kind === 'signup' ? (
        <SignupDialog
          plan={active.plan}
          user={user}
          busy={busy}
          onSubmit={(form) => void submitSignup(active.plan, form)}
          onClose={close}
        />
      ) : null}
      {active?.kind === 'switch' ? (
        <SwitchDialog
          plan={active.plan}
          current={membership}
          billedNextCycle={billedNextCycle}
          busy={busy}
          onPay={() => setStep({ kind: 'pay', plan: active.plan })}
          onSwitch={() => void switchNow(active.plan)}
          onClose={close}
        />
      ) : null}
      {active?.kind === 'pay' && user ? (
        <MembershipPayment
          plan={active.plan}
          userId={user.id}
          onStarted={(welcome) => {
            if (welcome === null) {
              close();
              void Promise.all([refresh(), mutate(PAYMENT_STATUS_KEY), mutate(PHONE_USER_KEY)]);
            } else void started(active.plan, welcome);
          }}
          onClose={close}
        />
      ) : null}
    </div>
  );
}
