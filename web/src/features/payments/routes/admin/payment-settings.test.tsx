import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

describe('the admin payment settings page', () => {
  it('shows the active processor and switches it', async () => {
    signedInAs(admin);
    let active = 'square';
    const list = () => ['square', 'stripe'].map((processor) => ({ processor, isActive: processor === active }));
    server.use(
      http.get('/api/admin/payment-config', () => HttpResponse.json(list())),
      http.put('/api/admin/payment-config', async ({ request }) => {
        active = ((await request.json()) as { processor: string }).processor;
        return HttpResponse.json(list());
      }),
    );
    await renderPage('/admin/payment-settings');
    expect(await screen.findByRole('radio', { name: 'Square (active)' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Stripe' }));
    await userEvent.click(screen.getByRole('button', { name: 'Use This Processor' }));
    expect(await screen.findByText('Payment Processor Saved')).toBeInTheDocument();
    expect(active).toBe('stripe');
    expect(await screen.findByRole('radio', { name: 'Stripe (active)' })).toBeChecked();
    expect(within(screen.getByText(/Active processor/)).getByText('Stripe')).toBeInTheDocument();
  });
});
