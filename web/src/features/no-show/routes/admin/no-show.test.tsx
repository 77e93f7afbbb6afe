import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

describe('the admin no-show protection page', () => {
  it('shows the settings and what late means, refuses a bad fee, and saves what the admin chose', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    server.use(
      http.get('/api/admin/no-show-policy', () =>
        HttpResponse.json({
          cardRequired: false,
          cardRequiredHoursAhead: 24,
          noShowFee: { kind: 'fixed', amount: '0.00' },
          lateCancellationFee: { kind: 'fixed', amount: '0.00' },
          lateWindowHours: 24,
        }),
      ),
      http.put('/api/admin/no-show-policy', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return HttpResponse.json({ ...body, lateWindowHours: 24 });
      }),
    );
    await renderPage('/admin/no-show');
    expect(await screen.findByRole('heading', { name: 'No-Show Protection' })).toBeInTheDocument();
    expect(screen.getByTestId('late-window')).toHaveTextContent(
      'A cancellation is late when it is less than 24 hours before the start',
    );
    const user = userEvent.setup();
    expect(screen.getByLabelText('Hours ahead')).toBeDisabled();
    await user.click(screen.getByLabelText('Require a card on file for bookings made far ahead'));
    const hours = screen.getByLabelText('Hours ahead');
    await user.clear(hours);
    await user.type(hours, '48');

    await user.selectOptions(screen.getByLabelText('No-show fee: charged as'), 'percent');
    const percent = screen.getByLabelText('No-show fee (%)');
    await user.clear(percent);
    await user.type(percent, '150');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('The percentage must be a whole number from 0 to 100')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
    await user.clear(percent);
    await user.type(percent, '50');
    const late = screen.getByLabelText('Late cancellation fee ($)');
    await user.clear(late);
    await user.type(late, '15.00');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('No-Show Protection Saved')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        cardRequired: true,
        cardRequiredHoursAhead: 48,
        noShowFee: { kind: 'percent', percent: 50 },
        lateCancellationFee: { kind: 'fixed', amount: '15.00' },
      },
    ]);
  });
});
