import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { venueTimezone } from '@/config/venue';
import { addDays, venueNow } from '@/lib/dates';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

const payout = (payoutId: string, provider: 'square' | 'stripe', amount: string, arrivalDate: string, paid = true) => ({
  payoutId,
  provider,
  amount,
  arrivalDate,
  status: paid ? 'paid' : 'failed',
  paidAt: `${arrivalDate}T15:00:00.000Z`,
});

describe('the payouts report', () => {
  it("lists the last 30 days' payouts with the total paid, and another period's when asked", async () => {
    signedInAs(admin);
    const asked: Array<{ from: string | null; to: string | null }> = [];
    server.use(
      http.get('/api/admin/payouts', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push({ from: params.get('from'), to: params.get('to') });
        return params.get('from') === '2026-10-01'
          ? HttpResponse.json({ payouts: [payout('po_9', 'square', '10.00', '2026-10-02')], total: '10.00' })
          : HttpResponse.json({
              payouts: [
                payout('po_2', 'stripe', '123.45', '2026-11-20'),
                payout('po_1', 'square', '50.00', '2026-11-19', false),
              ],
              total: '123.45',
            });
      }),
    );
    await renderPage('/admin/payouts');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /Paid out: \$123\.45/ })).toHaveTextContent('(2 payouts)');
    const rows = within(screen.getByRole('table', { name: 'Payouts arriving in the period' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Friday, November 20, 2026');
    expect(rows[1]).toHaveTextContent('Stripe');
    expect(rows[1]).toHaveTextContent('po_2');
    expect(rows[1]).toHaveTextContent('$123.45');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[2]).toHaveTextContent('Square');
    expect(rows[2]).toHaveTextContent('Failed (not in the total)');
    // The last 30 days of the venue's calendar by default.
    const today = venueNow(venueTimezone()).date;
    expect(asked).toEqual([{ from: addDays(today, -30), to: today }]);
    expect(screen.getByLabelText('From')).toHaveValue(addDays(today, -30));
    expect(screen.getByLabelText('To')).toHaveValue(today);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-31' } });
    expect(await screen.findByRole('heading', { name: /Paid out: \$10\.00/ })).toHaveTextContent('(1 payout)');
    expect(screen.getByText('po_9')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('says when no payout arrived in the period', async () => {
    signedInAs(admin);
    server.use(http.get('/api/admin/payouts', () => HttpResponse.json({ payouts: [], total: '0.00' })));
    await renderPage('/admin/payouts');
    expect(await screen.findByText('No payouts in this period.', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Paid out: \$0\.00/ })).toBeInTheDocument();
  });
});
