import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { toast } from '@/components/ui/toast-store';
import {
  checkPhone,
  checkSignup,
  normalizePhone,
  RESEND_SECONDS,
  resendWaitOf,
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
  // The last code sent: to which phone, and when a new one may be asked (60 s after it).
  const [sent, setSent] = useState<{ phone: string; resendAt: number } | null>(null);
  const [alreadySent, setAlreadySent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const signedIn = useSignedIn();

  const setStep = (s: SignInStep) => {
    setError(undefined);
    setStepState(s);
    onStepChange?.(s);
  };

  /** Texts a code; from Continue, a code sent under a minute ago counts as sent (the customer went back). */
  const deliver = async (number: string, asked: 'continue' | 'resend'): Promise<boolean> => {
    const alreadySentTo = () => {
      setAlreadySent(true);
      toast({ title: 'Code Already Sent', description: `We already sent a code to ${number}. Enter it below.` });
      return true;
    };
    if (asked === 'continue' && sent?.phone === number && sent.resendAt > Date.now()) return alreadySentTo();
    try {
      await sendCode(number);
      setSent({ phone: number, resendAt: Date.now() + RESEND_SECONDS * 1000 });
      setAlreadySent(false);
      toast({ title: 'Code Sent', description: `We texted a 6-digit code to ${number}.` });
      return true;
    } catch (e) {
      const wait = resendWaitOf(e);
      if (wait !== null) setSent({ phone: number, resendAt: Date.now() + wait * 1000 });
      if (wait !== null && asked === 'continue') return alreadySentTo();
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
      if (await deliver(number, 'continue')) setStep('code');
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
      if (await deliver(number, 'continue')) setStep('code');
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
        alreadySent={alreadySent}
        resendAt={sent?.phone === phone ? sent.resendAt : null}
        onResend={() => void deliver(phone, 'resend')}
        onBack={() => setStep('phone')}
        onSubmit={submitCode}
      />
    );
  }
  return <PhoneStep value={phoneInput} onChange={setPhoneInput} busy={busy} error={error} onSubmit={submitPhone} />;
}
