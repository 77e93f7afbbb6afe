import type { UserInfo } from '@contracts/users/accounts';
import { api, ApiError } from '@/lib/api-client';
import type { PhoneUser } from '@/lib/session/phone-user';
import { unwrapUser } from '@/lib/session/phone-user';

/** What a new account gives at sign-up, as the server's contract defines it. */
export type SignupInfo = UserInfo;

/** Sent as +1 plus the last 10 digits (spec: phone login). */
export function normalizePhone(input: string): string | null {
  const digits = input.replace(/\D/g, '');
  if (digits.length < 10) return null;
  return `+1${digits.slice(-10)}`;
}

export const CODE_PATTERN = /^\d{6}$/;
export const RESEND_SECONDS = 60;

export async function checkPhone(phoneNumber: string): Promise<boolean> {
  const res = await api.post<{ exists?: boolean }>('/api/auth/check-phone', { phoneNumber });
  return Boolean(res?.exists);
}

/** Before texting a sign-up's code: refused (409, the spec's message) when the phone or email is taken. */
export async function checkSignup(phoneNumber: string, email: string): Promise<void> {
  await api.post('/api/auth/check-signup', { phoneNumber, email });
}

export async function sendCode(phoneNumber: string): Promise<void> {
  await api.post('/api/auth/phone/send-code', { phoneNumber });
}

/**
 * A code sent to this phone under a minute ago still stands: the server refuses a new one (429
 * AUTH.RESEND_TOO_SOON) and says how many seconds are left. Null for any other failure.
 */
export function resendWaitOf(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'AUTH.RESEND_TOO_SOON') return null;
  const seconds = (error.body as { errors?: { retryAfterSeconds?: unknown } } | undefined)?.errors?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? seconds : RESEND_SECONDS;
}

export async function verifyCode(phoneNumber: string, code: string, userInfo?: SignupInfo): Promise<PhoneUser | null> {
  const res = await api.post<unknown>('/api/auth/phone/verify-code', {
    phoneNumber,
    code,
    ...(userInfo ? { userInfo } : {}),
  });
  return unwrapUser(res);
}
