import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

describe('the admin door access page', () => {
  it('asks for a webhook URL with the webhook provider and saves the settings', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    server.use(
      http.get('/api/admin/door-access', () =>
        HttpResponse.json({
          provider: 'none',
          webhookUrl: null,
          codeLength: 6,
          validBeforeMinutes: 15,
          validAfterMinutes: 15,
        }),
      ),
      http.put('/api/admin/door-access', async ({ request }) => {
        const body = (await request.json()) as { webhookUrl: string };
        if (body.webhookUrl?.startsWith('http:'))
          return HttpResponse.json(
            {
              message: 'The webhook URL must start with https://',
              errors: [{ path: 'webhookUrl', message: 'The webhook URL must start with https://' }],
            },
            { status: 400 },
          );
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    renderPage('/admin/door-access');
    await userEvent.selectOptions(await screen.findByLabelText('Provider'), 'generic_webhook');
    const length = screen.getByLabelText('Code length');
    await userEvent.clear(length);
    await userEvent.type(length, '9');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('A webhook URL is required for the webhook provider')).toBeInTheDocument();
    expect(screen.getByText('Code length must be 4 to 8 digits')).toBeInTheDocument();

    await userEvent.clear(length);
    await userEvent.type(length, '4');
    await userEvent.type(screen.getByLabelText('Webhook URL'), 'http://doors.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(
      await screen.findByText('The webhook URL must start with https://', { selector: '.field-error' }),
    ).toBeInTheDocument();

    const url = screen.getByLabelText('Webhook URL');
    await userEvent.clear(url);
    await userEvent.type(url, 'https://doors.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Door Access Settings Saved')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        provider: 'generic_webhook',
        webhookUrl: 'https://doors.example.com',
        codeLength: 4,
        validBeforeMinutes: 15,
        validAfterMinutes: 15,
      },
    ]);
  });
});
