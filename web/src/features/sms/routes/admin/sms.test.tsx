import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => {
  act(() => dismissToast());
  jest.restoreAllMocks();
});

describe('the admin SMS pages', () => {
  it('saves the sender number and quiet hours', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    let settings = {
      senderNumber: null,
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
      defaultSender: '+12125550100',
    };
    server.use(
      http.get('/api/admin/sms-settings', () => HttpResponse.json(settings)),
      http.put('/api/admin/sms-settings', async ({ request }) => {
        const body = (await request.json()) as typeof settings;
        saved.push(body);
        settings = { ...settings, ...body };
        return HttpResponse.json(settings);
      }),
    );
    await renderPage('/admin/sms-settings');
    const sender = await screen.findByLabelText('Sender number', {}, { timeout: 15_000 });
    expect(screen.getByLabelText('Quiet hours start')).toHaveValue('21:00');
    await userEvent.type(sender, '+12125550199');
    await userEvent.clear(screen.getByLabelText('Quiet hours end'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('SMS Settings Saved')).toBeInTheDocument();
    expect(saved).toEqual([{ senderNumber: '+12125550199', quietHoursStart: '21:00', quietHoursEnd: null }]);
    expect(screen.getByLabelText('Sender number')).toHaveValue('+12125550199');
  });

  it('sends a bulk text after confirming, clears the message and lists the send', async () => {
    signedInAs(admin);
    const posted: unknown[] = [];
    const sends: unknown[] = [];
    server.use(
      http.get('/api/tournaments', () => HttpResponse.json([])),
      http.get('/api/admin/sms/bulk', () => HttpResponse.json(sends)),
      http.post('/api/admin/sms/bulk', async ({ request }) => {
        const body = (await request.json()) as { audience: { kind: string }; message: string };
        posted.push(body);
        const send = {
          id: 's1',
          audience: 'Members',
          message: body.message,
          createdAt: '2026-11-20T15:00:00.000Z',
          total: 5,
          pending: 0,
          queued: 4,
          skipped: 1,
          sent: 4,
          failed: 0,
        };
        sends.push(send);
        return HttpResponse.json(send, { status: 201 });
      }),
    );
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(true);
    await renderPage('/admin/sms-management');
    expect(await screen.findByText('Nothing sent yet.', {}, { timeout: 15_000 })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Audience'), 'members');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Range opens early Saturday');
    await userEvent.click(screen.getByRole('button', { name: 'Send Text' }));
    // The app's own dialog asks, not the browser's.
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog).toHaveTextContent('Send this text now? Numbers that texted STOP are skipped.');
    expect(posted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Now' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByText('Text Sending')).toBeInTheDocument();
    expect(screen.getByText('4 recipient(s); 1 skipped (texted STOP).')).toBeInTheDocument();
    expect(posted).toEqual([{ audience: { kind: 'members' }, message: 'Range opens early Saturday' }]);
    const list = await screen.findByTestId('bulk-sends');
    expect(within(list).getByText('Range opens early Saturday')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
  });

  it('says a text sent in quiet hours is waiting until they end', async () => {
    signedInAs(admin);
    const notice = 'It is quiet hours: the texts are waiting and go out when quiet hours end at 8:00 AM.';
    server.use(
      http.get('/api/tournaments', () => HttpResponse.json([])),
      http.get('/api/admin/sms/bulk', () => HttpResponse.json([])),
      http.post('/api/admin/sms/bulk', () =>
        HttpResponse.json(
          {
            id: 's2',
            audience: 'All customers',
            message: 'Hello',
            createdAt: '2026-11-20T03:00:00.000Z',
            total: 3,
            pending: 3,
            queued: 0,
            skipped: 0,
            sent: 0,
            failed: 0,
            heldUntil: '2026-11-20T13:00:00.000Z',
            notice,
          },
          { status: 201 },
        ),
      ),
    );
    await renderPage('/admin/sms-management');
    await userEvent.type(await screen.findByLabelText(/^Message/, {}, { timeout: 15_000 }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Text' }));
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Send Now' }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Text Waiting for Quiet Hours to End');
    expect(toast).toHaveTextContent(notice);
    expect(toast).not.toHaveTextContent('Text Sending');
  });

  it('keeps the message when the send fails', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/tournaments', () => HttpResponse.json([])),
      http.get('/api/admin/sms/bulk', () => HttpResponse.json([])),
      http.post('/api/admin/sms/bulk', () => HttpResponse.json({ message: 'SMS is not configured' }, { status: 503 })),
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await renderPage('/admin/sms-management');
    await userEvent.type(await screen.findByLabelText(/^Message/, {}, { timeout: 15_000 }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Text' }));
    await userEvent.click(
      within(await screen.findByTestId('confirm-dialog')).getByRole('button', { name: 'Send Now' }),
    );
    expect(await screen.findByText('Not Sent')).toBeInTheDocument();
    expect(screen.getByText('SMS is not configured')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
  });
});
