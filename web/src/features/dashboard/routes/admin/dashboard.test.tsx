import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AdminDashboard } from '@contracts/dashboard/admin-dashboard';
import { admin, customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

const cell = (hour: string, names: string[] = []) => ({
  hour,
  count: names.length,
  bookings: names.map((n, i) => ({ id: `${hour}-${i}`, customerName: n, status: 'confirmed', paid: true })),
});

function dashboardOf(date: string): AdminDashboard {
  return {
    date,
    today: '2026-12-02',
    timezone: 'America/New_York',
    generatedAt: '2026-12-02T17:00:00.000Z',
    openTime: '09:00',
    closeTime: '12:00',
    hours: ['09:00', '10:00', '11:00'],
    bays: [
      { id: 'b1', name: 'Bay 1', isActive: true, cells: [cell('09:00', ['Ada Tester']), cell('10:00'), cell('11:00')] },
      { id: 'b2', name: 'Bay 2', isActive: true, cells: [cell('09:00'), cell('10:00'), cell('11:00', ['Cal Comer'])] },
    ],
    bookings: date === '2026-12-02' ? 2 : 5,
    occupancy: { percent: 33.3, bookedMinutes: 120, openMinutes: 180, activeBays: 2 },
    revenue: {
      day: { cents: 17000, amount: '170.00', date },
      week: { cents: 24000, amount: '240.00', from: '2026-11-30', to: '2026-12-06' },
    },
    arrivals: [
      {
        bookingId: 'k1',
        date: '2026-12-02',
        startTime: '13:30',
        startsAt: '2026-12-02T18:30:00.000Z',
        bay: { id: 'b2', name: 'Bay 2' },
        userId: 'u1',
        customerName: 'Ada Tester',
        phoneNumber: customer.phoneNumber,
        paymentStatus: 'paid',
        paid: true,
      },
    ],
    alerts: [
      { kind: 'past_due_memberships', count: 1, message: '1 membership is past due', link: '/admin/memberships' },
      { kind: 'failed_sms', count: 0, message: '0 text messages failed', link: '/admin/sms-management' },
      {
        kind: 'pending_holds',
        count: 2,
        message: '2 pending bookings have their hold expired or about to expire',
        link: '/admin/bookings?status=pending',
      },
    ],
    cards: [{ key: 'unclaimed_bag_tags', label: 'Bag tags unclaimed', value: '3', link: '/admin/bag-tags' }],
  };
}

describe('the admin dashboard', () => {
  it("shows the day's tiles, the bay grid, arrivals and alerts; a phone opens the chat on that customer", async () => {
    signedInAs(admin);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/api/admin/dashboard', async () => {
        await answered;
        return HttpResponse.json(dashboardOf('2026-12-02'));
      }),
      http.get('/api/admin/support/conversations/u1/messages', () =>
        HttpResponse.json({
          conversation: { conversationKey: 'u1', userId: 'u1', name: 'Ada Tester', phoneNumber: customer.phoneNumber },
          messages: [],
        }),
      ),
      http.get('/api/admin/canned-responses', () => HttpResponse.json([])),
    );
    await renderPage('/admin');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Loading admin dashboard...')).toBeInTheDocument();
    answer();

    const tiles = await screen.findByRole('list', { name: 'Today at a glance' });
    expect(within(tiles).getByRole('listitem', { name: 'Bookings' })).toHaveTextContent('2');
    expect(within(tiles).getByRole('listitem', { name: 'Occupancy' })).toHaveTextContent('33.3%');
    expect(within(tiles).getByRole('listitem', { name: 'Revenue today' })).toHaveTextContent('$170.00');
    expect(within(tiles).getByRole('listitem', { name: 'Revenue this week' })).toHaveTextContent('$240.00');
    // An area's card (a module's dashboardCards) comes after the day's own tiles, linking to its page.
    expect(
      within(tiles)
        .getAllByRole('listitem')
        .map((t) => t.getAttribute('aria-label')),
    ).toEqual(['Bookings', 'Occupancy', 'Revenue today', 'Revenue this week', 'Bag tags unclaimed']);
    const card = within(tiles).getByRole('listitem', { name: 'Bag tags unclaimed' });
    expect(card).toHaveTextContent('3');
    expect(within(card).getByRole('link', { name: 'Bag tags unclaimed' })).toHaveAttribute('href', '/admin/bag-tags');

    const grid = screen.getByRole('table', { name: 'Bookings by bay and hour' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Bay', '9:00 AM', '10:00 AM', '11:00 AM']);
    const bay2 = within(grid).getByRole('row', { name: /Bay 2/ });
    expect(
      within(bay2)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['', '', 'Cal Comer']);

    const alerts = screen.getByRole('region', { name: 'Alerts' });
    expect(within(alerts).getByRole('link', { name: '1 membership is past due' })).toHaveAttribute(
      'href',
      '/admin/memberships',
    );
    expect(
      within(alerts).getByRole('link', { name: '2 pending bookings have their hold expired or about to expire' }),
    ).toHaveAttribute('href', '/admin/bookings?status=pending');
    expect(within(alerts).queryByText(/text messages failed/)).not.toBeInTheDocument();

    const arrivals = screen.getByRole('region', { name: 'Arrivals in the next two hours' });
    expect(arrivals).toHaveTextContent('1:30 PM');
    expect(arrivals).toHaveTextContent('Paid');
    await userEvent.click(
      within(arrivals).getByRole('button', { name: `Message Ada Tester at ${customer.phoneNumber}` }),
    );
    const panel = await screen.findByTestId('admin-chat-panel');
    expect(await within(panel).findByRole('heading', { name: 'Ada Tester' })).toBeInTheDocument();
  });

  it('moves a day at a time and back to today', async () => {
    signedInAs(admin);
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/dashboard', ({ request }) => {
        const date = new URL(request.url).searchParams.get('date');
        asked.push(date ?? 'today');
        return HttpResponse.json(dashboardOf(date ?? '2026-12-02'));
      }),
    );
    await renderPage('/admin');
    expect(await screen.findByText('Wednesday, December 2, 2026', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next Day' }));
    expect(await screen.findByText('Thursday, December 3, 2026')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Revenue this day' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Bookings' })).toHaveTextContent('5');
    await userEvent.click(screen.getByRole('button', { name: 'Previous Day' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous Day' }));
    expect(await screen.findByText('Tuesday, December 1, 2026')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(await screen.findByText('Wednesday, December 2, 2026')).toBeInTheDocument();
    expect(asked.slice(0, 4)).toEqual(['today', '2026-12-03', '2026-12-02', '2026-12-01']);
  });

  it("says what went wrong when the dashboard can't be read", async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/dashboard', () =>
        HttpResponse.json({ message: 'Dates look like 2026-11-29' }, { status: 400 }),
      ),
    );
    await renderPage('/admin');
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent('Dates look like 2026-11-29');
  });
});
