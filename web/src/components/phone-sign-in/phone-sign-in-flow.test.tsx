import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/toast-store';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { PhoneSignInFlow } from './phone-sign-in-flow';

/** Every request the flow made, in order, with its JSON body. */
let calls: { path: string; body: unknown }[] = [];

/** Request handlers answering each auth route's calls in order, like the server would. */
function routes(map: Record<string, Array<[number, unknown]>>) {
  for (const [path, queue] of Object.entries(map)) {
    server.use(
      http.post(path, async ({ request }) => {
        calls.push({ path, body: await request.json() });
        const next = queue.shift();
        if (!next) return HttpResponse.json({ message: `unexpected ${path}` }, { status: 404 });
        return HttpResponse.json(next[1] as Record<string, unknown>, { status: next[0] });
      }),
    );
  }
}

const user = {
  id: 'u1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+12125550123',
  email: 'ada@example.com',
};

async function flush() {
  await act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
  });
}

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  calls = [];
});
afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

function setup() {
  const onSignedIn = jest.fn();
  render(
    <>
      <PhoneSignInFlow onSignedIn={onSignedIn} />
      <Toaster />
    </>,
  );
  return { onSignedIn };
}

async function submitPhone(value: string) {
  fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  await flush();
}

describe('phone sign-in', () => {
  it('keeps Continue disabled until a phone number is typed', () => {
    setup();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '212' } });
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
  });

  it('sends a known number straight to the code step as +1 and the last 10 digits, with a 60 s resend countdown', async () => {
    routes({
      '/api/auth/check-phone': [[200, { exists: true }]],
      '/api/auth/phone/send-code': [[200, { success: true }]],
    });
    setup();
    await submitPhone('1 (212) 555-0123');
    expect(calls[0]).toEqual({ path: '/api/auth/check-phone', body: { phoneNumber: '+12125550123' } });
    expect(screen.getByLabelText('Verification Code')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('button', { name: 'Resend code in 60s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Resend code in 30s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(30_000));
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeEnabled();
  });

  it('takes a customer who went back and pressed Continue within 60 s to the code already sent', async () => {
    routes({
      '/api/auth/check-phone': [
        [200, { exists: true }],
        [200, { exists: true }],
      ],
      '/api/auth/phone/send-code': [[200, { success: true }]],
    });
    setup();
    await submitPhone('2125550123');
    act(() => jest.advanceTimersByTime(2_000));
    fireEvent.click(screen.getByRole('button', { name: 'Use a different number' }));
    act(() => jest.advanceTimersByTime(10_000));
    await submitPhone('212-555-0123');
    expect(screen.getByLabelText('Verification Code')).toBeInTheDocument();
    const form = within(screen.getByLabelText('Verification Code').closest('form')!);
    expect(form.getByText(/We already sent a code to/)).toHaveTextContent(
      'We already sent a code to +12125550123. Enter it below.',
    );
    expect(screen.getByText('Code Already Sent')).toBeInTheDocument();
    expect(screen.queryByText(/Please wait/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('button', { name: 'Resend code in 48s' })).toBeDisabled();
    expect(calls.filter((c) => c.path === '/api/auth/phone/send-code')).toHaveLength(1);
  });

  it('goes to the code step when the server says a code went out under a minute ago (another tab, a reopened dialog)', async () => {
    routes({
      '/api/auth/check-phone': [[200, { exists: true }]],
      '/api/auth/phone/send-code': [
        [
          429,
          {
            message: 'Please wait 42 seconds before requesting a new code.',
            code: 'AUTH.RESEND_TOO_SOON',
            errors: { retryAfterSeconds: 42 },
          },
        ],
      ],
    });
    setup();
    await submitPhone('2125550123');
    expect(screen.getByLabelText('Verification Code')).toBeInTheDocument();
    const form = within(screen.getByLabelText('Verification Code').closest('form')!);
    expect(form.getByText(/We already sent a code to/)).toHaveTextContent(
      'We already sent a code to +12125550123. Enter it below.',
    );
    expect(screen.getByText('Code Already Sent')).toBeInTheDocument();
    expect(screen.queryByText(/Please wait/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10));
    expect(screen.getByRole('button', { name: 'Resend code in 42s' })).toBeDisabled();
  });

  it('asks a new number for the signup details, checking they are complete and the email is valid', async () => {
    routes({
      '/api/auth/check-phone': [[200, { exists: false }]],
      '/api/auth/check-signup': [[200, { available: true }]],
      '/api/auth/phone/send-code': [[200, { success: true }]],
      '/api/auth/phone/verify-code': [[201, { user }]],
    });
    const { onSignedIn } = setup();
    await submitPhone('212-555-0123');
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Send Code' }));
    expect(screen.getByText('Missing Information')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada-at-example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Send Code' }));
    expect(screen.getByText('Invalid Email')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Send Code' }));
    await flush();
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await flush();
    const verify = calls.find((c) => c.path === '/api/auth/phone/verify-code')!;
    expect(verify.body).toEqual({
      phoneNumber: '+12125550123',
      code: '123456',
      userInfo: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
    });
    expect(onSignedIn).toHaveBeenCalledWith(user);
  });

  it('says an email already in use before any code is sent, and lets the customer correct it', async () => {
    const taken =
      'An account with this phone number or email already exists. Please use different contact information or log in to your existing account.';
    routes({
      '/api/auth/check-phone': [[200, { exists: false }]],
      '/api/auth/check-signup': [
        [409, { message: taken, code: 'USER.DUPLICATE' }],
        [200, { available: true }],
      ],
      '/api/auth/phone/send-code': [[200, { success: true }]],
    });
    setup();
    await submitPhone('212-555-0123');
    fireEvent.change(screen.getByLabelText('First Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Last Name'), { target: { value: 'Lovelace' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'taken@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Send Code' }));
    await flush();
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(taken);
    expect(screen.getByText('Account Exists')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/auth/phone/send-code')).toBe(false);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Account & Send Code' }));
    await flush();
    expect(screen.getByLabelText('Verification Code')).toBeInTheDocument();
    const checks = calls.filter((c) => c.path === '/api/auth/check-signup');
    expect(checks[1].body).toEqual({ phoneNumber: '+12125550123', email: 'ada@example.com' });
  });

  it('clears the code field after an invalid code and lets the person try again', async () => {
    routes({
      '/api/auth/check-phone': [[200, { exists: true }]],
      '/api/auth/phone/send-code': [[200, { success: true }]],
      '/api/auth/phone/verify-code': [
        [400, { message: 'Invalid verification code', code: 'AUTH.INVALID_CODE' }],
        [200, { user }],
      ],
    });
    const { onSignedIn } = setup();
    await submitPhone('2125550123');
    const code = screen.getByLabelText('Verification Code');
    fireEvent.change(code, { target: { value: '12a3' } });
    expect(code).toHaveValue('123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect(screen.getByText('Please enter a valid 6-digit code')).toBeInTheDocument();
    fireEvent.change(code, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await flush();
    expect(screen.getByLabelText('Verification Code')).toHaveValue('');
    expect(screen.getByLabelText('Verification Code')).toHaveAccessibleDescription('Invalid verification code');
    expect(onSignedIn).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Verification Code'), { target: { value: '222222' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await flush();
    expect(onSignedIn).toHaveBeenCalledWith(user);
  });
});
