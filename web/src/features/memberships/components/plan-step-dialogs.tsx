import { PHONE_USER_KEY } from '@/lib/session/phone-user';
import { PAYMENT_STATUS_KEY } from '@/lib/memberships';
import { MembershipPayment } from './membership-payment';
import { PhoneSignInDialog } from '@/components/phone-sign-in/phone-sign-in-dialog';
import { SignupDialog } from './signup-dialog';
import { SwitchDialog } from './switch-dialog';
import type { PlanSteps } from './use-plan-steps';

/** The open step of /memberships: signup, the switch dialog, or paying the first month. */
export function PlanStepDialogs({ m }: { m: PlanSteps }) {
  const { user, membership, refresh, mutate, setStep, busy, started, billedNextCycle, switchNow, active, close } = m;
  const { submitSignup, phoneConfirmed } = m;
  return (
    <>
      {active?.kind === 'signup' ? (
        <SignupDialog
          plan={active.plan}
          user={user}
          busy={busy}
          onSubmit={(form) => void submitSignup(active.plan, form)}
          onClose={close}
        />
      ) : null}
      {active?.kind === 'confirm' ? (
        <PhoneSignInDialog
          reason={`We text a code to confirm your number; then your ${active.plan.name} membership starts.`}
          prefill={{
            phone: active.form.phoneNumber,
            firstName: active.form.firstName,
            lastName: active.form.lastName,
            email: active.form.email,
          }}
          onSignedIn={(signedIn) => void phoneConfirmed(signedIn, active.plan, active.form)}
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
    </>
  );
}
