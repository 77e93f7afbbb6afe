import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const monday = {
  dayOfWeek: 1,
  openTime: '09:00:00',
  closeTime: '22:00:00',
  bookingIntervalMinutes: 30,
  peakStartTime: '17:00:00',
  peakEndTime: '21:00:00',
  baseHourlyRate: '35.00',
  peakHourlyRate: '50.00',
};

describe('the admin business hours page', () => {
  it('refuses a close before the open and a peak outside the hours, then saves the day', async () => {
    signedInAs(admin);
    const saved: unknown[] = [];
    server.use(
      http.get('/api/global-business-hours', () => HttpResponse.json([monday])),
      http.put('/api/admin/global-business-hours/:day', async ({ request, params }) => {
        saved.push([params.day, await request.json()]);
        return HttpResponse.json(monday);
      }),
    );
    await renderPage('/admin/global-business-hours');
    const close = await screen.findByLabelText('Monday close');
    expect(close).toHaveValue('22:00');
    const section = screen.getByRole('region', { name: 'Monday' });
    await userEvent.clear(close);
    await userEvent.type(close, '08:00');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Monday' }));
    expect(within(section).getByText(/Close time must be after the open time/)).toBeInTheDocument();

    await userEvent.clear(close);
    await userEvent.type(close, '20:00');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Monday' }));
    expect(within(section).getByText('The peak window must fall within the opening hours')).toBeInTheDocument();
    expect(saved).toEqual([]);

    const peakEnd = screen.getByLabelText('Monday peak end');
    await userEvent.clear(peakEnd);
    await userEvent.type(peakEnd, '19:30');
    await userEvent.click(within(section).getByRole('button', { name: 'Save Monday' }));
    expect(await screen.findByText('Monday Hours Saved')).toBeInTheDocument();
    expect(saved).toEqual([
      [
        '1',
        {
          openTime: '09:00',
          closeTime: '20:00',
          bookingIntervalMinutes: 30,
          peakStartTime: '17:00',
          peakEndTime: '19:30',
          baseHourlyRate: '35.00',
          peakHourlyRate: '50.00',
        },
      ],
    ]);
  });
});
