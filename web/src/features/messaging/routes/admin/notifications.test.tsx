import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const KINDS = [
  'new_booking',
  'booking_cancelled',
  'payment_failed',
  'support_message',
  'membership_past_due',
  'sms_failed',
  'projection_stopped',
];

describe('the admin notifications page', () => {
  it('turns on the new-booking text and saves every kind', async () => {
    signedInAs(admin);
    const saved: Array<{ channels: Array<{ kind: string; sms: boolean; email: boolean }> }> = [];
    server.use(
      http.get('/api/admin/notifications', () =>
        HttpResponse.json({
          channels: KINDS.map((kind) => ({ kind, sms: kind === 'projection_stopped', email: false })),
        }),
      ),
      http.put('/api/admin/notifications', async ({ request }) => {
        const body = (await request.json()) as (typeof saved)[number];
        saved.push(body);
        return HttpResponse.json(body);
      }),
    );
    await renderPage('/admin/notifications');
    expect(await screen.findByRole('checkbox', { name: 'Projection stopped by text' })).toBeChecked();
    const newBooking = screen.getByRole('checkbox', { name: 'New booking by text' });
    expect(newBooking).not.toBeChecked();
    await userEvent.click(newBooking);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Failed payment or refund by email' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Notification Settings Saved')).toBeInTheDocument();
    expect(saved[0].channels).toHaveLength(7);
    expect(saved[0].channels.filter((c) => c.sms || c.email)).toEqual([
      { kind: 'new_booking', sms: true, email: false },
      { kind: 'payment_failed', sms: false, email: true },
      { kind: 'projection_stopped', sms: true, email: false },
    ]);
  });
});
