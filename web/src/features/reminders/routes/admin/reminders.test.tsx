import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReminderLogItem, ReminderSettingsAnswer } from '@contracts/reminders/reminders';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';
import { viewerTimezone } from '@/lib/venue-time';

afterEach(() => act(() => dismissToast()));

const settings: ReminderSettingsAnswer = {
  day_before: { enabled: true, minutesBefore: 1440, template: '{venue}: {name}, {bay} on {date} at {time}.{doorCode}' },
  hours_before: { enabled: true, minutesBefore: 120, template: 'See you soon, {name}!' },
  quietHoursStart: '21:00',
  quietHoursEnd: '08:00',
  placeholders: ['{name}', '{bay}', '{date}', '{time}', '{venue}', '{doorCode}'],
  preview: { day_before: 'Fairway: Ada, Bay 2 on Fri, Nov 27 at 6:00 PM.', hours_before: 'See you soon, Ada!' },
};

const sent: ReminderLogItem = {
  id: 'e1',
  bookingId: '6f1c1b4e-54a4-4c55-9f0b-1d1f1e3c2a10',
  reference: '6F1C1B4E',
  kind: 'hours_before',
  bookingStartsAt: '2026-12-03T23:00:00.000Z',
  customerName: 'Ada Lovelace',
  bayName: 'Bay 2',
  outcome: 'sent',
  reason: null,
  delivery: 'sent',
  at: '2026-12-03T21:00:00.000Z',
};

function handlers(saved: unknown[] = []) {
  server.use(
    http.get('/api/admin/reminders/settings', () => HttpResponse.json(settings)),
    http.get('/api/admin/reminders/upcoming', () =>
      HttpResponse.json({
        items: [
          {
            bookingId: 'b2',
            reference: 'B2B2B2B2',
            kind: 'day_before',
            sendAt: '2026-12-04T23:00:00.000Z',
            bookingStartsAt: '2026-12-05T23:00:00.000Z',
            bayName: 'Bay 1',
            customerName: 'Grace',
            hasPhone: true,
          },
        ],
      }),
    ),
    http.get('/api/admin/reminders/log', () => HttpResponse.json({ items: [sent], total: 1, nextCursor: null })),
    http.put('/api/admin/reminders/settings', async ({ request }) => {
      const body = (await request.json()) as ReminderSettingsAnswer;
      saved.push(body);
      return HttpResponse.json({ ...settings, ...body });
    }),
  );
}

describe('the admin reminders page', () => {
  it('edits the times, texts and quiet hours, checking them before saving', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    handlers(saved);
    await renderPage('/admin/reminders');
    const hours = await screen.findByLabelText('Second reminder: hours before the booking', {}, { timeout: 5000 });
    expect(hours).toHaveValue(2);
    expect(screen.getByTestId('preview-day_before')).toHaveTextContent(
      'Fairway: Ada, Bay 2 on Fri, Nov 27 at 6:00 PM.',
    );
    await userEvent.clear(hours);
    await userEvent.type(hours, '0.1');
    await userEvent.clear(screen.getByLabelText('Quiet hours end'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(screen.getByText('A reminder goes 0.25 to 168 hours before the booking')).toBeInTheDocument();
    expect(screen.getByText('Set both ends of the quiet hours, or neither')).toBeInTheDocument();
    expect(saved).toEqual([]);

    await userEvent.clear(hours);
    await userEvent.type(hours, '3');
    await userEvent.clear(screen.getByLabelText('Quiet hours start'));
    const text = screen.getByLabelText('Second reminder: text');
    await userEvent.clear(text);
    await userEvent.type(text, 'Soon: {{bay} at {{time}');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Send the first reminder' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Reminder Settings Saved')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        day_before: { ...settings.day_before, enabled: false },
        hours_before: { enabled: true, minutesBefore: 180, template: 'Soon: {bay} at {time}' },
        quietHoursStart: null,
        quietHoursEnd: null,
      },
    ]);
  });

  it('shows the reminders coming up and the log of those sent', async () => {
    signedInAs(admin);
    handlers();
    await renderPage('/admin/reminders');
    const upcoming = await screen.findByText(/first reminder to Grace for Bay 1/);
    // A 6 PM booking on the venue's (New York) clock reads 6 PM, labelled for a viewer elsewhere.
    const label = viewerTimezone() === 'America/New_York' ? '' : ' EST';
    expect(upcoming.closest('li')).toHaveTextContent(
      `Dec 4, 2026, 6:00 PM${label}: first reminder to Grace for Bay 1 at Dec 5, 2026, 6:00 PM${label}`,
    );
    const table = await screen.findByRole('table', { name: 'Reminders sent' });
    const row = (await within(table).findByText('Ada Lovelace')).closest('tr')!;
    expect(within(row).getByText('Second reminder')).toBeInTheDocument();
    expect(within(row).getByText('Text sent')).toBeInTheDocument();
  });
});
