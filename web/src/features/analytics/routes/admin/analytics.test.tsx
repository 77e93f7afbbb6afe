import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AnalyticsReport, HeatCell } from '@contracts/analytics/analytics';
import { addDays } from '@/lib/dates';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

// recharts' ResponsiveContainer measures its box; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const zero = {
  bookings: '0.00',
  waitlist_bookings: '0.00',
  memberships: '0.00',
  gift_cards: '0.00',
  credit_offers: '0.00',
};
const products = {
  ...zero,
  promotional_offers: '0.00',
  tournament_entries: '0.00',
  food_and_drink: '0.00',
  other: '0.00',
};

function report(from: string, to: string, granularity: 'day' | 'week' | 'month'): AnalyticsReport {
  const cells: HeatCell[] = [];
  for (let weekday = 1; weekday <= 7; weekday++)
    for (let hour = 0; hour < 24; hour++) {
      const open = hour >= 9 && hour < 23;
      const booked = weekday === 6 && hour === 18 ? 90 : 0;
      cells.push({
        weekday,
        hour,
        bookedMinutes: booked,
        capacityMinutes: open ? 120 : 0,
        percent: open ? (booked / 120) * 100 : null,
      });
    }
  return {
    range: { from, to, granularity },
    revenue: {
      series: [
        {
          period: from,
          total: '163.00',
          byProduct: { ...products, bookings: '120.00', credit_offers: '18.00', gift_cards: '25.00' },
        },
        { period: to, total: '-35.00', byProduct: { ...products, bookings: '-35.00' } },
      ],
      totals: [
        { product: 'bookings', amount: '85.00', units: 2 },
        { product: 'waitlist_bookings', amount: '0.00', units: 0 },
        { product: 'memberships', amount: '0.00', units: 0 },
        { product: 'gift_cards', amount: '25.00', units: 1 },
        { product: 'credit_offers', amount: '18.00', units: 1 },
        { product: 'promotional_offers', amount: '0.00', units: 0 },
        { product: 'tournament_entries', amount: '0.00', units: 0 },
        { product: 'other', amount: '0.00', units: 0 },
      ],
      total: '128.00',
    },
    occupancy: { cells, percent: 0.8, bookedMinutes: 90, capacityMinutes: 11760 },
    customers: [
      { period: from, new: 2, returning: 5 },
      { period: to, new: 1, returning: 0 },
    ],
    topCustomers: [
      { userId: 'u9', name: 'Sam Golfer', email: 'sam@example.com', bookings: 3, hours: 4.5, spend: '175.00' },
    ],
  };
}

function serve() {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('/api/admin/analytics', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      if (q.get('from')! > q.get('to')!)
        return HttpResponse.json({ message: 'The start date must be on or before the end date.' }, { status: 400 });
      if (q.get('from') === '2020-01-01')
        return HttpResponse.json({ message: 'Please choose a range of at most 3 years.' }, { status: 400 });
      return HttpResponse.json(report(q.get('from')!, q.get('to')!, q.get('granularity') as 'day'));
    }),
  );
  return asked;
}

describe('the admin analytics page', () => {
  it('shows revenue by product, the occupancy heat map as readable numbers and the top customers', async () => {
    signedInAs(admin);
    const asked = serve();
    await renderPage('/admin/analytics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analytics' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const totals = await screen.findByRole('table', { name: 'Revenue by product' });
    expect(within(totals).getByRole('row', { name: /Bookings 2 \$85\.00/ })).toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: /Gift cards 1 \$25\.00/ })).toBeInTheDocument();
    expect(within(totals).queryByText('Memberships')).not.toBeInTheDocument();
    expect(within(totals).getByRole('row', { name: /Total \$128\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Revenue by day and product, total $128.00' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Customers who booked: 3 new, 5 returning' })).toBeInTheDocument();

    const heat = screen.getByRole('table', { name: /Occupancy by weekday and hour/ });
    const saturday = within(heat).getByRole('row', { name: /^Sat/ });
    // Open 9am to 11pm: 14 hour columns; Saturday 6pm is 75% (90 of 120 bay minutes).
    expect(within(heat).getAllByRole('columnheader')).toHaveLength(15);
    expect(within(saturday).getByRole('cell', { name: '75%' })).toBeInTheDocument();
    expect(within(heat).getByRole('columnheader', { name: '6pm' })).toBeInTheDocument();

    const top = screen.getByRole('table', { name: 'Top customers by spend' });
    expect(within(top).getByRole('row', { name: /Sam Golfer.*3 4\.5 \$175\.00/ })).toBeInTheDocument();

    // The default range is the last 30 days by day.
    const first = asked[0];
    expect(first.get('granularity')).toBe('day');
    expect(first.get('from')).toBe(addDays(first.get('to')!, -29));
  });

  it('switches presets and grouping, refuses a reversed custom range, and shows the server’s message', async () => {
    signedInAs(admin);
    const asked = serve();
    const user = userEvent.setup();
    await renderPage('/admin/analytics');
    await screen.findByRole('table', { name: 'Revenue by product' }, { timeout: 15_000 });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    await user.click(screen.getByRole('button', { name: 'By week' }));
    await waitFor(() => expect(asked.at(-1)!.get('granularity')).toBe('week'));
    const last = asked.at(-1)!;
    expect(last.get('from')).toBe(addDays(last.get('to')!, -6));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const count = asked.length;
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeInTheDocument();
    expect(asked.length).toBe(count);
    await user.clear(from);
    await user.type(from, '2020-01-01');
    expect(await screen.findByText('Please choose a range of at most 3 years.')).toBeInTheDocument();
  });

  it('exports the revenue series as CSV', async () => {
    signedInAs(admin);
    serve();
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), 'blob:x'), revokeObjectURL: () => undefined });
    const saved = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    await renderPage('/admin/analytics');
    await screen.findByRole('table', { name: 'Revenue by product' }, { timeout: 15_000 });
    await act(() => user.click(screen.getByRole('button', { name: 'Export CSV' })));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text()).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Period,Bookings,Waitlist bookings,Memberships,Gift cards,Credit offers,Promotional offers,Tournament entries,Food & drink,Other,Total',
    );
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},120\.00,0\.00,0\.00,25\.00,18\.00,0\.00,0\.00,0\.00,0\.00,163\.00$/);
    // A refund-heavy day is a negative number, not text: spreadsheets add it up.
    expect(lines[2]).toMatch(/^\d{4}-\d{2}-\d{2},-35\.00,.*,-35\.00$/);
    expect(saved).toHaveBeenCalledTimes(1);
    saved.mockRestore();
  });
});
