import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/toast-store';
import type { AppliedCoupon } from '../api/coupons';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { CouponBox } from './coupon-box';

/** What the coupon validation endpoint received, with its credentials mode. */
let sent: { body: unknown; credentials: RequestCredentials }[] = [];

/** The validation endpoint answers once with this. */
function validateAnswers(status: number, body: Record<string, unknown>) {
  server.use(
    http.post(
      '/api/coupons/validate',
      async ({ request }) => {
        sent.push({ body: await request.json(), credentials: request.credentials });
        return HttpResponse.json(body, { status });
      },
      { once: true },
    ),
  );
}

function Harness() {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  return (
    <>
      <CouponBox
        userId="u1"
        orderAmount="70.00"
        applied={applied}
        onApply={setApplied}
        onRemove={() => setApplied(null)}
      />
      <Toaster />
    </>
  );
}

beforeEach(() => {
  sent = [];
  act(() => dismissToast());
});

async function openBox() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Have a coupon code?' }));
  return user;
}

describe('coupon box', () => {
  it('starts collapsed and opens to an entry that cancel closes again', async () => {
    const user = await openBox();
    expect(screen.getByLabelText('Coupon Code')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Coupon Code')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Have a coupon code?' })).toBeInTheDocument();
  });

  it('asks for a code when the entry is blank and sends nothing', async () => {
    const user = await openBox();
    await user.type(screen.getByLabelText('Coupon Code'), '   ');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Enter Coupon Code')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid coupon code.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the trimmed upper-case code and shows the applied coupon, then removes it', async () => {
    validateAnswers(200, {
      valid: true,
      coupon: { id: 'c1', code: 'SPRING10', name: 'Spring Sale', discountType: 'percentage' },
      discountAmount: 7,
      creditsGranted: 1,
      error: null,
    });
    const user = await openBox();
    await user.type(screen.getByLabelText('Coupon Code'), '  spring10 ');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Coupon Applied!')).toBeInTheDocument();
    expect(screen.getByText('Spring Sale: Save $7.00 and earn 1 credits')).toBeInTheDocument();
    expect(sent).toEqual([
      { body: { code: 'SPRING10', userId: 'u1', orderAmount: '70.00', context: 'booking' }, credentials: 'include' },
    ]);

    const box = screen.getByTestId('coupon-box');
    expect(box).toHaveTextContent('SPRING10');
    expect(box).toHaveTextContent('Spring Sale · Save $7.00 · +1 credit');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Coupon Removed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Have a coupon code?' })).toBeInTheDocument();
  });

  it("shows the server's reason when the coupon is not valid", async () => {
    validateAnswers(200, {
      valid: false,
      coupon: null,
      discountAmount: 0,
      creditsGranted: 0,
      error: 'This coupon has expired',
    });
    const user = await openBox();
    await user.type(screen.getByLabelText('Coupon Code'), 'old');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Invalid Coupon')).toBeInTheDocument();
    expect(screen.getByText('This coupon has expired')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon Code')).toBeInTheDocument();
  });

  it('falls back to the default text when no reason is given', async () => {
    validateAnswers(200, { valid: false });
    const user = await openBox();
    await user.type(screen.getByLabelText('Coupon Code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('This coupon cannot be applied to your order.')).toBeInTheDocument();
  });

  it('reports a failed validation request as a validation error', async () => {
    validateAnswers(500, { message: 'Something went wrong. Please try again.' });
    const user = await openBox();
    await user.type(screen.getByLabelText('Coupon Code'), 'x1');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
