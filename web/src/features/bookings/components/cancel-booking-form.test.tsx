import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import type { AdminBookingDetail } from '../api/admin-bookings';
import { server } from '@/testing/server';
import { CancelBookingForm } from './cancel-booking-form';

describe('cancelling a late booking from the admin booking detail', () => {
  it('shows the late fee the policy charges, and lets an override waive it or keep it', async () => {
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/bookings/b1/cancellation-preview', () =>
        HttpResponse.json({
          bookingAmount: '0.00',
          policy: {
            refundAmount: '0.00',
            refundPercentage: 0,
            refundReason: 'Late cancellation fee $15.00: cancelled less than 24 hours before the start time',
            lateFee: '15.00',
          },
          maxRefund: '0.00',
          lateFee: '15.00',
        }),
      ),
      http.post('/api/admin/bookings/b1/cancel', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: 'b1', status: 'cancelled' });
      }),
    );
    const onDone = jest.fn();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <CancelBookingForm booking={{ id: 'b1' } as AdminBookingDetail} onDone={onDone} onBack={jest.fn()} />
      </SWRConfig>,
    );
    expect(await screen.findByText(/and charge \$15\.00 to the card on file/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText(/^Override/));
    const waive = screen.getByLabelText('Waive the $15.00 late cancellation fee');
    expect(waive).toBeChecked();
    await user.click(waive);
    await user.type(screen.getByLabelText('Refund amount'), '0');
    await user.type(screen.getByLabelText('Reason'), 'Third late cancellation');
    await user.click(screen.getByRole('button', { name: 'Cancel Booking' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        mode: 'override',
        refundAmount: expect.stringMatching(/^0(\.00)?$/),
        reason: 'Third late cancellation',
        waiveLateFee: false,
      },
    ]);
  });
});
