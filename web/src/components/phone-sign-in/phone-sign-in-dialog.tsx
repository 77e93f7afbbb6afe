import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import type { PhoneUser } from '@/lib/session/phone-user';
import { PhoneSignInFlow, type SignInStep } from './phone-sign-in-flow';
import type { SignupInfo } from './phone-auth';

const TITLES: Record<SignInStep, string> = {
  phone: 'Sign in with your phone',
  signup: 'Create your account',
  code: 'Verify your phone',
};

interface Props {
  onClose: () => void;
  onSignedIn: (user: PhoneUser | null) => void;
  reason?: string;
  /** What the customer already typed (a phone, their name and email), to start from. */
  prefill?: Partial<SignupInfo> & { phone?: string };
}

export function PhoneSignInDialog({ onClose, onSignedIn, reason, prefill }: Props) {
  const [step, setStep] = useState<SignInStep>('phone');
  return (
    <Dialog title={TITLES[step]} description={reason} onClose={onClose} testId="phone-sign-in-dialog">
      <PhoneSignInFlow onStepChange={setStep} onSignedIn={onSignedIn} prefill={prefill} />
    </Dialog>
  );
}
