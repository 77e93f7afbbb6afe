import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const settings = {
  venueName: 'Fairway Social Golf',
  supportPhone: null,
  defaultAdvanceBookingDays: 7,
  timeZone: 'America/Chicago',
  timeZoneSource: 'VENUE_TIMEZONE',
};

describe('the admin system settings page', () => {
  it('shows the time zone read-only, checks the fields and saves them', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    server.use(
      http.get('/api/admin/system-settings', () => HttpResponse.json(settings)),
      http.put('/api/admin/system-settings', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        saved.push(body);
        return HttpResponse.json({ ...settings, ...body, supportPhone: '+12125550123' });
      }),
    );
    await renderPage('/admin/system-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Settings' })).toHaveAttribute(
      'id',
      'admin-page-title',
    );
    const zone = await screen.findByLabelText('Time zone');
    expect(zone).toHaveValue('America/Chicago');
    expect(zone).toHaveAttribute('readonly');
    expect(screen.getByText('Set by VENUE_TIMEZONE in the deployment.')).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save Settings' });
    expect(save).toBeDisabled();

    const days = screen.getByLabelText('Default advance booking days');
    await userEvent.clear(days);
    await userEvent.type(days, '400');
    await userEvent.click(save);
    expect(screen.getByText('Default advance booking days must be a whole number from 1 to 365')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(days);
    await userEvent.type(days, '14');
    await userEvent.type(screen.getByLabelText('Support phone'), '212 555 0123');
    await userEvent.click(save);
    expect(await screen.findByText('System Settings Saved')).toBeInTheDocument();
    expect(saved).toEqual([
      { venueName: 'Fairway Social Golf', supportPhone: '212 555 0123', defaultAdvanceBookingDays: 14 },
    ]);
    expect(await screen.findByDisplayValue('+12125550123')).toBeInTheDocument();
  });

  it("shows the server's message beside the field it refuses", async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/system-settings', () => HttpResponse.json(settings)),
      http.put('/api/admin/system-settings', () =>
        HttpResponse.json(
          {
            message: 'Support phone must be a valid phone number, like +12125550123',
            errors: [
              { path: 'supportPhone', message: 'Support phone must be a valid phone number, like +12125550123' },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    await renderPage('/admin/system-settings');
    await userEvent.type(await screen.findByLabelText('Support phone'), '555 0000');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    const field = screen.getByLabelText('Support phone');
    await screen.findByText('Save Failed');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      'Support phone must be a valid phone number, like +12125550123 Shown to customers; saved in international form (+1...).',
    );
  });
});
