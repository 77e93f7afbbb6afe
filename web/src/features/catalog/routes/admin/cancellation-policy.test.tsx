import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

describe('the admin cancellation policy page', () => {
  it('previews a cancellation, edits the tiers and saves them', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    server.use(
      http.get('/api/cancellation-policy', () =>
        HttpResponse.json({
          tiers: [
            { minHoursBefore: 24, refundPercentage: 100 },
            { minHoursBefore: 2, refundPercentage: 50 },
          ],
        }),
      ),
      http.put('/api/admin/cancellation-policy', async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    await renderPage('/admin/cancellation-policy');
    expect(await screen.findByText('Cancelled 30 h before: 100% refunded')).toBeInTheDocument();
    const preview = screen.getByLabelText('Cancelled this many hours before');
    await userEvent.clear(preview);
    await userEvent.type(preview, '1');
    expect(screen.getByTestId('policy-preview')).toHaveTextContent('Cancelled 1 h before: 0% refunded');

    const pct = screen.getByLabelText('Tier 2: refund %');
    await userEvent.clear(pct);
    await userEvent.type(pct, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save Policy' }));
    expect(screen.getByText('refundPercentage must be 0 to 100')).toBeInTheDocument();
    await userEvent.clear(pct);
    await userEvent.type(pct, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Add Tier' }));
    await userEvent.type(screen.getByLabelText('Tier 3: hours before'), '0');
    await userEvent.type(screen.getByLabelText('Tier 3: refund %'), '10');
    expect(screen.getByTestId('policy-preview')).toHaveTextContent('Cancelled 1 h before: 10% refunded');
    await userEvent.click(screen.getByRole('button', { name: 'Save Policy' }));
    expect(await screen.findByText('Cancellation Policy Saved')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        tiers: [
          { minHoursBefore: 24, refundPercentage: 100 },
          { minHoursBefore: 2, refundPercentage: 25 },
          { minHoursBefore: 0, refundPercentage: 10 },
        ],
      },
    ]);
  });
});
