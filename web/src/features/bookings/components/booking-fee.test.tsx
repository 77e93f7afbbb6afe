import { render, screen } from '@testing-library/react';
import type { BookingFeeDto } from '@contracts/no-show/no-show';
import { BookingFeeFacts } from './booking-fee';

const fee = (over: Partial<BookingFeeDto>): BookingFeeDto => ({
  bookingId: 'b1',
  kind: 'no_show',
  status: 'charged',
  amount: '20.00',
  reason: null,
  paymentId: 'pi_1',
  updatedAt: '2026-03-01T15:00:00.000Z',
  ...over,
});

function show(f: BookingFeeDto) {
  render(
    <dl>
      <BookingFeeFacts fee={f} />
    </dl>,
  );
}

describe("a booking's fee on the admin booking detail", () => {
  it('says the no-show fee was charged to the card on file', () => {
    show(fee({}));
    expect(screen.getByText('No-show fee')).toBeInTheDocument();
    expect(screen.getByTestId('booking-fee')).toHaveTextContent('$20.00 charged to the card on file');
  });

  it('makes a declined charge stand out, with the reason', () => {
    show(fee({ kind: 'late_cancellation', status: 'declined', reason: 'Your card has insufficient funds.' }));
    expect(screen.getByText('Late cancellation fee')).toBeInTheDocument();
    const text = screen.getByTestId('booking-fee');
    expect(text).toHaveTextContent('$20.00 declined: Your card has insufficient funds.');
    expect(text.parentElement).toHaveClass('field-error');
  });
});
