import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/components/ui/toast-store';
import {
  checkPhone,
  checkSignup,
  normalizePhone,
  RESEND_SECONDS,
  sendCode,
  verifyCode,
  type SignupInfo,
} from './phone-auth';
import { useSignedIn, type PhoneUser } from '@/lib/session/phone-user';
import { PhoneStep } from './phone-step';
import { SignupStep } from './signup-step';
import { CodeStep } from './code-step';

export type SignInStep = 'phone' | 'signup' | 'code';

interface Props {
  onSignedIn: (user: PhoneUser | null) => void;
  onStepChange?: (step: SignInStep) => void;
  /** A phone and details the customer already typed (book-online), to start from. */
  prefill?: Partial<SignupInfo> & { phone?: string };
}

function sendErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message || 'Failed to send verification code';
  if (error instanceof TypeError) return 'Network error. Please try again.';
  return 'Failed to send verification code';
}

/** Phone, then signup for an unknown number, then the 6-digit code. */
export function PhoneSignInFlow({ onSignedIn, onStepChange, prefill }: Props) {
  const [step, setStepState] = useState<SignInStep>('phone');
  const [phoneInput, setPhoneInput] = useState(prefill?.phone ?? '');
  const [phone, setPhone] = useState('');
  const [signup, setSignup] = useState<SignupInfo | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const signedIn = useSignedIn();

  const setStep = (s: SignInStep) => {
    setError(undefined);
    setStepState(s);
    onStepChange?.(s);
  };

  const deliver = async (number: string): Promise<boolean> => {
    try {
      await sendCode(number);
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
      toast({ title: 'Code Sent', description: `We texted a 6-digit code to ${number}.` });
      return true;
    } catch (e) {
      const text = sendErrorText(e);
      setError(text);
      toast({ title: 'Failed to send verification code', description: text, variant: 'destructive' });
      return false;
    }
  };

  const submitPhone = async () => {
    if (!phoneInput.trim()) {
      setError('Please enter a phone number');
      toast({
        title: 'Phone Number Required',
        description: 'Please enter your phone number to continue',
        variant: 'destructive',
      });
      return;
    }
    const number = normalizePhone(phoneInput);
    if (!number) {
      setError('Please enter a valid phone number.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      let exists: boolean;
      try {
        exists = await checkPhone(number);
      } catch (e) {
        setError(
          e instanceof TypeError ? 'Network error. Please try again.' : errorMessage(e, 'Unable to check phone number'),
        );
        return;
      }
      setPhone(number);
      if (!exists) {
        setStep('signup');
        return;
      }
      setSignup(null);
      if (await deliver(number)) setStep('code');
    } finally {
      setBusy(false);
    }
  };

  const submitSignup = async (info: SignupInfo, phoneFromForm: string) => {
    const number = normalizePhone(phoneFromForm);
    if (!number) {
      setError('Please enter a valid phone number.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      // A phone or email already in use is said now, while the form can still be corrected.
      try {
        await checkSignup(number, info.email);
      } catch (e) {
        const text =
          e instanceof TypeError ? 'Network error. Please try again.' : errorMessage(e, 'Unable to check your details');
        setError(text);
        toast({ title: 'Account Exists', description: text, variant: 'destructive' });
        return;
      }
      setPhone(number);
      setSignup(info);
      if (await deliver(number)) setStep('code');
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (code: string): Promise<boolean> => {
    setBusy(true);
    setError(undefined);
    try {
      const user = await verifyCode(phone, code, signup ?? undefined);
      await signedIn(user);
      onSignedIn(user);
      return true;
    } catch (e) {
      let text = 'Invalid verification code';
      if (e instanceof TypeError) text = 'Network error. Please try again.';
      else if (e instanceof ApiError && e.status !== 400 && e.status !== 401 && e.message) text = e.message;
      else if (e instanceof ApiError && e.message && !/invalid/i.test(e.message)) text = e.message;
      setError(text);
      toast({ title: 'Verification Failed', description: text, variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (step === 'signup') {
    return (
      <SignupStep
        phone={phone}
        busy={busy}
        error={error}
        prefill={prefill}
        onBack={() => setStep('phone')}
        onSubmit={submitSignup}
      />
    );
  }
  if (step === 'code') {
    return (
      <CodeStep
        phone={phone}
        busy={busy}
        error={error}
        resendAt={resendAt}
        onResend={() => void deliver(phone)}
        onBack={() => setStep('phone')}
        onSubmit={submitCode}
      />
    );
  }
  return <PhoneStep value={phoneInput} onChange={setPhoneInput} busy={busy} error={error} onSubmit={submitPhone} />;
}
