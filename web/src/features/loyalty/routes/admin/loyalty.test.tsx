import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

describe('the admin loyalty page', () => {
  it('shows the settings, checks the hours per credit, and saves them', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    server.use(
      http.get('/api/admin/loyalty/settings', () => HttpResponse.json({ isActive: true, hoursPerCredit: 10 })),
      http.put('/api/admin/loyalty/settings', async ({ request }) => {
        const body = await request.json();
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    await renderPage('/admin/loyalty');
    const hours = await screen.findByLabelText('Hours per credit', {}, { timeout: 15_000 });
    expect(hours).toHaveValue(10);
    expect(screen.getByRole('checkbox', { name: /Loyalty program active/ })).toBeChecked();
    await userEvent.clear(hours);
    await userEvent.type(hours, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('Hours per credit must be a whole number from 1 to 1000')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await userEvent.clear(hours);
    await userEvent.type(hours, '8');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('A credit every 8 hours played.')).toBeInTheDocument();
    expect(saved).toEqual([{ isActive: true, hoursPerCredit: 8 }]);
  });
});
