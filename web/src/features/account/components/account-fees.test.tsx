import { render, screen, within } from '@testing-library/react';
import { AccountFees } from './account-fees';

describe("the account's fees", () => {
  it('says what each fee was and what became of it', () => {
    render(
      <AccountFees
        fees={[
          {
            bookingId: 'abcd1234-0000-4000-8000-000000000001',
            kind: 'late_cancellation',
            status: 'charged',
            amount: '15.00',
            reason: null,
            paymentId: 'pi_1',
            updatedAt: '2026-03-01T15:00:00.000Z',
          },
          {
            bookingId: 'ef567890-0000-4000-8000-000000000002',
            kind: 'no_show',
            status: 'declined',
            amount: '20.00',
            reason: 'Your card has insufficient funds.',
            paymentId: null,
            updatedAt: '2026-02-01T15:00:00.000Z',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Fees' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Late cancellation fee $15.00: charged to your card on file');
    expect(items[1]).toHaveTextContent('No-show fee $20.00: your card declined it (Your card has insufficient funds.)');
  });

  it('shows nothing when there are no fees', () => {
    const { container } = render(<AccountFees fees={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
