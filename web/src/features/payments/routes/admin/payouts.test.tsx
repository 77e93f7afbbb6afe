import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

describe('the payouts report', () => {
  it("lists the period's payouts with the total paid", async () => {
    signedInAs(admin);
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/payouts', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          payouts: [
            {
              payoutId: 'po_1',
              provider: 'stripe',
              amount: '123.45',
              arrivalDate: '2026-11-20',
              status: 'paid',
              paidAt: '2026-11-18T00:00:00.000Z',
            },
          ],
          total: '123.45',
        });
      }),
    );
    await renderPage('/admin/reports/payouts');
    expect(await screen.findByText('Paid out: $123.45')).toBeInTheDocument();
    expect(screen.getByText('po_1')).toBeInTheDocument();
    expect(screen.getByText('Stripe')).toBeInTheDocument();
    expect(asked[0]).toMatch(/^\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  });
});
