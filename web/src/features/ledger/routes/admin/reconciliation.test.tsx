import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

describe('the admin reconciliation page', () => {
  it('checks the ledger, and on request the card providers for a period', async () => {
    signedInAs(admin);
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/reconciliation', () =>
        HttpResponse.json({ checkedAt: '2026-11-28T12:00:00Z', differences: [], accounts: [] }),
      ),
      http.get('/api/admin/reconciliation/providers', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          from: '2026-11-01T00:00:00Z',
          to: '2026-11-28T00:00:00Z',
          providers: [
            {
              provider: 'square',
              checked: true,
              error: null,
              movements: 4,
              differences: [
                {
                  check: 'provider_payout',
                  subject: 'square payout po_1',
                  message: 'The provider paid out $40.00 to the bank; the ledger has no such payout',
                  expected: '$40.00',
                  actual: '$0.00',
                  eventIds: [],
                },
              ],
            },
            {
              provider: 'stripe',
              checked: false,
              error: 'Card payments are not available',
              movements: 0,
              differences: [],
            },
          ],
        });
      }),
    );
    await renderPage('/admin/reconciliation');
    expect(await screen.findByText('0 differences')).toBeInTheDocument();
    expect(asked).toEqual([]);
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Check the providers' }));
    expect(await screen.findByText('square payout po_1')).toBeInTheDocument();
    expect(screen.getByText(/the ledger has no such payout/)).toBeInTheDocument();
    expect(screen.getByText('Not checked: Card payments are not available')).toBeInTheDocument();
    expect(asked).toEqual(['?from=2026-11-01']);
  });
});
