import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { addDays } from '@/lib/dates';
import { customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const employee = { ...customer, id: 'e1', firstName: 'Jordan', isEmployee: true };
const entry = (id: string, extra = {}) => ({
  id,
  userId: 'e1',
  clockInTime: '2026-11-20T14:00:00.000Z',
  clockOutTime: '2026-11-20T21:30:00.000Z',
  hoursWorked: '7.50',
  notes: null,
  isActive: false,
  corrected: false,
  flagged: false,
  ...extra,
});

describe('the timeclock page', () => {
  it("asks visitors to sign in ('Authentication Required')", async () => {
    signedInAs(null);
    server.use(http.get('/api/employee/shifts/:week', () => HttpResponse.json({ message: 'x' }, { status: 401 })));
    await renderPage('/timeclock');
    expect(
      await screen.findByRole('heading', { name: 'Authentication Required' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/phone-login');
  });

  it('shows a signed-in customer the timeclock page with no shifts, not "Staff Only"', async () => {
    signedInAs(customer);
    server.use(
      http.get('/api/employee/shifts/:week', () => HttpResponse.json({ message: 'Employees only.' }, { status: 403 })),
    );
    await renderPage('/timeclock');
    expect(await screen.findByRole('heading', { name: 'Timeclock' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'You have no shifts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next Week' })).toBeInTheDocument();
    expect(screen.queryByText('Staff Only')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clock In' })).not.toBeInTheDocument();
  });

  it('clocks an employee in and out with notes, shows the week from Sunday and the recent entries', async () => {
    signedInAs(employee);
    let open = false;
    const posted: Array<[string, unknown]> = [];
    const weeks: string[] = [];
    server.use(
      http.get('/api/timeclock/current', () =>
        HttpResponse.json({
          isClockedIn: open,
          currentEntry: open ? entry('now', { clockOutTime: null, hoursWorked: null, isActive: true }) : null,
          hoursSoFar: open ? '0.25' : null,
          recentEntries: [],
        }),
      ),
      http.get('/api/admin/timeclock-entries', () =>
        HttpResponse.json([entry('old', { notes: 'Opening' }), ...[1, 2, 3, 4, 5].map((i) => entry(`e${i}`))]),
      ),
      http.get('/api/employee/shifts/:week', ({ params }) => {
        const week = String(params.week);
        weeks.push(week);
        return HttpResponse.json([
          {
            id: 's1',
            userId: 'e1',
            title: 'Evening',
            description: null,
            position: 'Bay Attendant',
            color: '#10b981',
            date: addDays(week, 1),
            startTime: '16:00',
            endTime: '22:00',
            status: 'scheduled',
            notes: 'Tournament night',
          },
        ]);
      }),
      http.post('/api/timeclock/clock-in', async ({ request }) => {
        posted.push(['in', await request.json()]);
        open = true;
        return HttpResponse.json({ success: true, message: 'Clocked In Successfully' }, { status: 201 });
      }),
      http.post('/api/timeclock/clock-out', async ({ request }) => {
        posted.push(['out', await request.json()]);
        open = false;
        return HttpResponse.json({ success: true, hoursWorked: '7.50', message: 'You worked 7.50 hours' });
      }),
    );
    await renderPage('/timeclock');
    expect(await screen.findByTestId('clock-status', {}, { timeout: 15_000 })).toHaveTextContent('Not Clocked In');
    // The week starts on a Sunday; the Monday shift shows with its position, 12-hour times and notes.
    await waitFor(() => expect(weeks.length).toBeGreaterThan(0));
    expect(new Date(`${weeks[0]}T12:00:00Z`).getUTCDay()).toBe(0);
    const schedule = await screen.findByRole('list', { name: /Shifts for the week of/ });
    expect(within(schedule).getByText('Evening').closest('.shift-chip')).toHaveTextContent(
      'Evening · Bay Attendant 4:00 PM – 10:00 PMTournament night',
    );
    const recent = await screen.findByTestId('recent-entries');
    expect(within(recent).getByText(/Opening/)).toBeInTheDocument();
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);

    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Opening up');
    await userEvent.click(screen.getByRole('button', { name: 'Clock In' }));
    expect(await screen.findByText('Clocked In Successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('clock-status')).toHaveTextContent('Clocked In'));
    expect(posted[0]).toEqual(['in', { notes: 'Opening up' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Clock Out' }));
    expect(await screen.findByText('Clocked Out Successfully')).toBeInTheDocument();
    expect(screen.getByText('You worked 7.50 hours')).toBeInTheDocument();
    expect(posted[1]).toEqual(['out', { notes: null }]);

    await userEvent.click(screen.getByRole('button', { name: 'Next Week' }));
    await waitFor(() => expect(weeks).toContain(addDays(weeks[0], 7)));
  });

  it("shows the server's reason when clocking in fails", async () => {
    signedInAs(employee);
    server.use(
      http.get('/api/timeclock/current', () =>
        HttpResponse.json({ isClockedIn: false, currentEntry: null, hoursSoFar: null, recentEntries: [] }),
      ),
      http.get('/api/admin/timeclock-entries', () => HttpResponse.json([])),
      http.get('/api/employee/shifts/:week', () => HttpResponse.json([])),
      http.post('/api/timeclock/clock-in', () =>
        HttpResponse.json({ message: 'You are already clocked in.' }, { status: 409 }),
      ),
    );
    await renderPage('/timeclock');
    await userEvent.click(await screen.findByRole('button', { name: 'Clock In' }, { timeout: 15_000 }));
    expect(await screen.findByText('Clock In Failed')).toBeInTheDocument();
    expect(screen.getByText('You are already clocked in.')).toBeInTheDocument();
  });
});
