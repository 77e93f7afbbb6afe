import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/toast-store';
import type { AppliedCoupon } from '@/lib/payments/coupons';
import { http, HttpResponse } from 'msw';
import { server } from '@/testing/server';
import { quoteOrder } from '@/lib/payments/orders';
import { CouponBox } from './coupon-box';

/** What the quote endpoint received, with its credentials mode. */
let sent: { body: unknown; credentials: RequestCredentials }[] = [];

const order = { lines: [{ type: 'booking', bayId: 'b1', date: '2026-12-05', startTime: '10:00', duration: 1 }] };

/** The order quote endpoint answers once with this. */
function quoteAnswers(status: number, body: Record<string, unknown>) {
  server.use(
    http.post(
      '/api/orders/quote',
      async ({ request }) => {
        sent.push({ body: await request.json(), credentials: request.credentials });
        return HttpResponse.json(body, { status });
      },
      { once: true },
    ),
  );
}

/** A member's quote: 35.00 at 15.00 after the member price, 1.50 off with the coupon. */
const couponQuote = (coupon: Record<string, unknown>) => ({
  currency: 'USD',
  lines: [{ type: 'booking', label: 'Bay 1', amount: '15.00', details: {} }],
  subtotal: '15.00',
  adjustments: [{ kind: 'coupon', label: 'Coupon SPRING10', amount: '-1.50' }],
  total: '13.50',
  requiresCard: true,
  creditsUsable: true,
  coupon,
});

function Harness() {
  const [applied, setApplied] = useState<AppliedCoupon | null>(null);
  return (
    <>
      <CouponBox
        applied={applied}
        preview={(code) => quoteOrder({ ...order, couponCode: code }).then((q) => q.coupon ?? null)}
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

  it("sends the order with the trimmed upper-case code to the quote and shows that quote's saving, then removes it", async () => {
    quoteAnswers(
      200,
      couponQuote({
        id: 'c1',
        code: 'SPRING10',
        name: 'Spring Sale',
        discountType: 'percentage',
        discountAmount: '1.50',
        creditsGranted: 1,
      }),
    );
    const user = await openBox();
    await user.type(screen.getByLabelText('Coupon Code'), '  spring10 ');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Coupon Applied!')).toBeInTheDocument();
    expect(screen.getByText('Spring Sale: Save $1.50 and earn 1 credits')).toBeInTheDocument();
    expect(sent).toEqual([{ body: { ...order, couponCode: 'SPRING10' }, credentials: 'include' }]);

    const box = screen.getByTestId('coupon-box');
    expect(box).toHaveTextContent('SPRING10');
    expect(box).toHaveTextContent('Spring Sale · Save $1.50 · +1 credit');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Coupon Removed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Have a coupon code?' })).toBeInTheDocument();
  });

  it("shows the server's reason when the coupon is not valid", async () => {
    quoteAnswers(400, { message: 'This coupon has expired', code: 'COUPON.INVALID' });
    const user = await openBox();
    await user.type(screen.getByLabelText('Coupon Code'), 'old');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Invalid Coupon')).toBeInTheDocument();
    expect(screen.getByText('This coupon has expired')).toBeInTheDocument();
    expect(screen.getByLabelText('Coupon Code')).toBeInTheDocument();
  });

  it('falls back to the default text when the quote carries no coupon', async () => {
    quoteAnswers(200, { ...couponQuote({}), coupon: null });
    const user = await openBox();
    await user.type(screen.getByLabelText('Coupon Code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('This coupon cannot be applied to your order.')).toBeInTheDocument();
  });

  it('reports a failed quote request as a validation error', async () => {
    quoteAnswers(500, { message: 'Something went wrong. Please try again.' });
    const user = await openBox();
    await user.type(screen.getByLabelText('Coupon Code'), 'x1');
    await user.click(screen.getByRole('button', { name: 'Apply coupon' }));
    expect(await screen.findByText('Validation Error')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});
