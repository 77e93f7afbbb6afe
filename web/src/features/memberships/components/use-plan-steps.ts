import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { toast } from '@/components/ui/toast-store';
import { PHONE_USER_KEY, usePhoneUser, type PhoneUser } from '@/lib/session/phone-user';
import { errorMessage } from '@/lib/api-client';
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

export type PlanStep =
  | { kind: 'signup' | 'switch' | 'pay'; plan: MembershipPlanView }
  /** A visitor's sign-up waits for their phone to be confirmed (an SMS code); what they typed stays. */
  | { kind: 'confirm'; plan: MembershipPlanView; form: SignupForm }
  | null;
type Step = PlanStep;

/**
 * /memberships' steps: choosing a plan opens signup (a visitor), the switch dialog or the payment;
 * back from confirming the phone (?plan=) the chosen plan carries on.
 */
export function usePlanSteps() {
  const { user } = usePhoneUser();
  const { plans, isLoading, error } = usePlans();
  const { membership, refresh } = useMyMembership(Boolean(user));
  const { mutate } = useSWRConfig();
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

  /** Starts a free plan with the sign-up form (a paid plan goes on to its payment). */
  const startPlan = async (plan: MembershipPlanView, form: SignupForm) => {
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

  const submitSignup = async (plan: MembershipPlanView, form: SignupForm) => {
    // The venue confirms the number is the customer's (an SMS code) before any membership starts:
    // the code is asked for here, with what the visitor typed, and the membership then starts by itself.
    if (!user) return setStep({ kind: 'confirm', plan, form });
    await startPlan(plan, form);
  };

  /** The visitor confirmed their phone: carry on with the form they filled in, without a second press. */
  const phoneConfirmed = async (signedIn: PhoneUser | null, plan: MembershipPlanView, form: SignupForm) => {
    await mutate(PHONE_USER_KEY);
    await startPlan(plan, { ...form, phoneNumber: signedIn?.phoneNumber ?? form.phoneNumber });
  };

  return {
    ...{ user, plans, isLoading, error, membership, refresh, mutate, step, setStep, busy, currentPlanId, topSort },
    ...{ started, billedNextCycle, switchNow, choose, active, close, submitSignup, phoneConfirmed },
  };
}

export type PlanSteps = ReturnType<typeof usePlanSteps>;
