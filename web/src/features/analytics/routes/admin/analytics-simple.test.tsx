import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnalyticsSummary } from '@contracts/analytics/analytics';
import { addDays } from '@/lib/dates';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

function summary(from: string, to: string): AnalyticsSummary {
  return {
    range: { from, to },
    previousRange: { from: addDays(from, -30), to: addDays(from, -1) },
    metrics: [
      { key: 'revenue', label: 'Revenue', format: 'money', current: '1280.00', previous: '1000.00', changePercent: 28 },
      { key: 'bookings', label: 'Bookings', format: 'count', current: 40, previous: 50, changePercent: -20 },
      { key: 'hoursBooked', label: 'Hours booked', format: 'hours', current: 61.5, previous: 61.5, changePercent: 0 },
      { key: 'occupancy', label: 'Occupancy', format: 'percent', current: 12.5, previous: null, changePercent: null },
      { key: 'giftCardsSold', label: 'Gift cards sold', format: 'count', current: 3, previous: 0, changePercent: null },
    ],
  };
}

describe('the admin key numbers page', () => {
  it('shows each number with its change on the previous period, for the range picked', async () => {
    signedInAs(admin);
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('/api/admin/analytics/summary', ({ request }) => {
        const q = new URL(request.url).searchParams;
        asked.push(q);
        return HttpResponse.json(summary(q.get('from')!, q.get('to')!));
      }),
    );
    const user = userEvent.setup();
    await renderPage('/admin/analytics-simple');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analytics (Simple)' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const tile = async (label: string) => (await screen.findByText(label, { selector: '.stat-label' })).closest('li')!;
    const revenue = await tile('Revenue');
    expect(within(revenue).getByText('$1,280.00')).toBeInTheDocument();
    expect(within(revenue).getByText('+28% on the previous period ($1,000.00)')).toBeInTheDocument();
    expect(within(await tile('Bookings')).getByText('-20% on the previous period (50)')).toBeInTheDocument();
    expect(within(await tile('Hours booked')).getByText('61.5 h')).toBeInTheDocument();
    expect(
      within(await tile('Hours booked')).getByText('no change on the previous period (61.5 h)'),
    ).toBeInTheDocument();
    expect(within(await tile('Occupancy')).getByText('12.5%')).toBeInTheDocument();
    expect(within(await tile('Gift cards sold')).getByText('nothing in the previous period (0)')).toBeInTheDocument();
    expect(asked[0].get('from')).toBe(addDays(asked[0].get('to')!, -29));

    await user.click(screen.getByRole('button', { name: 'This year' }));
    await waitFor(() => expect(asked.at(-1)!.get('from')).toBe(`${asked.at(-1)!.get('to')!.slice(0, 4)}-01-01`));
  });

  it('shows why the server refused the range', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/analytics/summary', () =>
        HttpResponse.json({ message: 'Please choose a range of at most 3 years.' }, { status: 400 }),
      ),
    );
    await renderPage('/admin/analytics-simple');
    expect(
      await screen.findByText('Please choose a range of at most 3 years.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
