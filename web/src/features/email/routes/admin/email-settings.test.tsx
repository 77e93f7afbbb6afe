import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

describe('the admin email settings page', () => {
  it('shows the sender and sends a test email', async () => {
    signedInAs(admin);
    const sent: unknown[] = [];
    server.use(
      http.get('/api/admin/email-settings', () =>
        HttpResponse.json({ from: 'Fairway <hello@example.com>', transport: 'smtp.example.com:587' }),
      ),
      http.post('/api/admin/email-settings/test', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'Sent to ops@example.com' });
      }),
    );
    await renderPage('/admin/email-settings');
    expect(await screen.findByText('Fairway <hello@example.com>', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('smtp.example.com:587')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Test Email' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Send to'), 'ops@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Test Email Sent')).toBeInTheDocument();
    expect(screen.getByText('Sent to ops@example.com')).toBeInTheDocument();
    expect(sent).toEqual([{ to: 'ops@example.com' }]);
  });

  it("shows the server's message when the test email fails", async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/email-settings', () => HttpResponse.json({ from: 'hello@example.com', transport: 'log' })),
      http.post('/api/admin/email-settings/test', () =>
        HttpResponse.json({ message: 'SMTP refused the connection' }, { status: 502 }),
      ),
    );
    await renderPage('/admin/email-settings');
    await userEvent.type(await screen.findByLabelText('Send to', {}, { timeout: 15_000 }), 'ops@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    expect(await screen.findByText('Test Email Failed')).toBeInTheDocument();
    expect(screen.getByText('SMTP refused the connection')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Test Email' })).toBeEnabled();
  });
});
