import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const employees = [
  { id: 'e1', name: 'Jordan Lee', phoneNumber: '+12125550101', email: null, isAdmin: false, isEmployee: true },
  { id: 'e2', name: 'Sam Rivera', phoneNumber: '+12125550102', email: null, isAdmin: false, isEmployee: true },
];
const entry = {
  id: 't1',
  userId: 'e1',
  employeeName: 'Jordan Lee',
  clockInTime: '2026-11-20T14:00:00.000Z',
  clockOutTime: '2026-11-20T21:30:00.000Z',
  hoursWorked: '7.50',
  notes: 'Opening',
  isActive: false,
  corrected: false,
  flagged: false,
};

function serve() {
  const posted: Array<[string, unknown]> = [];
  server.use(
    http.get('/api/admin/employees', () => HttpResponse.json(employees)),
    http.get('/api/admin/shifts', ({ request }) =>
      HttpResponse.json({
        weekStart: new URL(request.url).searchParams.get('weekStart'),
        shifts: [],
        publication: null,
      }),
    ),
    http.get('/api/admin/timesheets', ({ request }) => {
      const weekStart = new URL(request.url).searchParams.get('weekStart')!;
      const days = Array.from({ length: 7 }, (_, i) => {
        const d = new Date(`${weekStart}T12:00:00Z`);
        d.setUTCDate(d.getUTCDate() + i);
        return d.toISOString().slice(0, 10);
      });
      return HttpResponse.json({
        weekStart,
        days,
        employees: [
          {
            userId: 'e1',
            name: 'Jordan Lee',
            hours: ['0.00', '7.50', '0.00', '6.00', '0.00', '0.00', '0.00'],
            total: '13.50',
            corrected: 1,
          },
        ],
      });
    }),
    http.get('/api/admin/timeclock-entries', () => HttpResponse.json({ items: [entry], total: 1, nextCursor: null })),
    http.get('/api/admin/timeclock-entries/t1/history', () =>
      HttpResponse.json({
        entry,
        history: [
          {
            kind: 'clock-in',
            detail: { at: entry.clockInTime, notes: 'Opening' },
            reason: null,
            actorName: 'Jordan Lee',
            at: entry.clockInTime,
          },
          {
            kind: 'clock-out',
            detail: { at: entry.clockOutTime, notes: null },
            reason: null,
            actorName: 'Jordan Lee',
            at: entry.clockOutTime,
          },
        ],
      }),
    ),
    http.post('/api/admin/timeclock-entries/t1/correct', async ({ request }) => {
      posted.push(['correct', await request.json()]);
      return HttpResponse.json({ entry, history: [] });
    }),
    http.post('/api/admin/shifts', async ({ request }) => {
      posted.push(['shift', await request.json()]);
      return HttpResponse.json({}, { status: 201 });
    }),
    http.post('/api/admin/shifts/publish', async ({ request }) => {
      posted.push(['publish', await request.json()]);
      return HttpResponse.json({ published: true, employees: 2, publication: null });
    }),
  );
  return posted;
}

describe('the workforce page', () => {
  it('adds a shift for an employee on a day, publishes the week, and shows the timesheet totals', async () => {
    signedInAs(admin);
    const posted = serve();
    await renderPage('/admin/workforce');
    const grid = await screen.findByRole('table', { name: 'Shifts by employee and day' }, { timeout: 15_000 });
    const addButtons = await within(grid).findAllByRole('button', { name: /Add a shift for Sam Rivera/ });
    await userEvent.click(addButtons[2]);
    const dialog = await screen.findByTestId('shift-dialog');
    expect(within(dialog).getByLabelText('Employee')).toHaveValue('e2');
    await userEvent.clear(within(dialog).getByLabelText('Title'));
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Evening');
    await userEvent.type(within(dialog).getByLabelText('Position'), 'Bay Attendant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Shift' }));
    await waitFor(() => expect(posted.filter(([k]) => k === 'shift')).toHaveLength(1));
    expect(posted[0][1]).toMatchObject({
      userId: 'e2',
      title: 'Evening',
      position: 'Bay Attendant',
      startTime: '09:00',
      endTime: '17:00',
      status: 'scheduled',
      color: '#3b82f6',
    });
    expect(new Date(`${(posted[0][1] as { date: string }).date}T12:00:00Z`).getUTCDay()).toBe(2); // Tuesday

    await userEvent.click(screen.getByRole('button', { name: 'Publish Week' }));
    expect(await screen.findByText('Week Published')).toBeInTheDocument();
    expect(screen.getByText('2 employees will get their shifts by text.')).toBeInTheDocument();

    const sheet = screen.getByRole('table', { name: 'Hours per employee and day' });
    expect(within(sheet).getByRole('row', { name: /Jordan Lee/ })).toHaveTextContent('13.50');
    expect(within(sheet).getByRole('row', { name: /Jordan Lee/ })).toHaveTextContent('(1 corrected)');
  });

  it("shows an entry's history and corrects it with a reason, in the venue's time", async () => {
    signedInAs(admin);
    const posted = serve();
    await renderPage('/admin/workforce');
    const entries = await screen.findByRole('table', { name: 'Timeclock entries' }, { timeout: 15_000 });
    await userEvent.click(within(entries).getByRole('button', { name: 'History / Correct' }));
    const dialog = await screen.findByTestId('entry-dialog');
    const history = await within(dialog).findByTestId('entry-history');
    expect(history).toHaveTextContent('Clocked in by Jordan Lee (“Opening”)');
    const clockIn = within(dialog).getByLabelText('Clock in');
    expect(clockIn).toHaveValue('2026-11-20T09:00'); // 14:00 UTC is 9:00 in New York
    await userEvent.clear(clockIn);
    await userEvent.type(clockIn, '2026-11-20T08:30');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Forgot to clock in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Correction' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual([
      'correct',
      {
        clockInTime: '2026-11-20T13:30:00.000Z',
        clockOutTime: '2026-11-20T21:30:00.000Z',
        notes: 'Opening',
        reason: 'Forgot to clock in',
      },
    ]);
    expect(await screen.findByText('Entry Corrected')).toBeInTheDocument();
  });

  it('removes an employee role and re-reads the list', async () => {
    signedInAs(admin);
    serve();
    let list = employees;
    const roles: unknown[] = [];
    server.use(
      http.get('/api/admin/employees', () => HttpResponse.json(list)),
      http.put('/api/admin/users/:id/roles', async ({ request, params }) => {
        roles.push([params.id, await request.json()]);
        list = employees.filter((e) => e.id !== params.id);
        return HttpResponse.json({});
      }),
    );
    await renderPage('/admin/workforce');
    const card = await screen.findByRole('region', { name: 'Employees' }, { timeout: 15_000 });
    await within(card).findByText('Sam Rivera');
    await userEvent.click(within(card).getAllByRole('button', { name: 'Remove Employee Role' })[1]);
    expect(await screen.findByText('Employee Removed')).toBeInTheDocument();
    expect(roles).toEqual([['e2', { isEmployee: false }]]);
    await waitFor(() => expect(within(card).queryByText('Sam Rivera')).not.toBeInTheDocument());
  });

  it("shows a refused shift's reason in the dialog and removes an existing shift", async () => {
    signedInAs(admin);
    serve();
    const removed: string[] = [];
    const shift = {
      id: 's1',
      userId: 'e1',
      title: 'Morning',
      description: null,
      position: null,
      color: '#3b82f6',
      status: 'scheduled',
      notes: null,
      startTime: '09:00',
      endTime: '13:00',
    };
    server.use(
      http.get('/api/admin/shifts', ({ request }) => {
        const weekStart = new URL(request.url).searchParams.get('weekStart')!;
        return HttpResponse.json({
          weekStart,
          shifts: removed.length ? [] : [{ ...shift, date: weekStart }],
          publication: null,
        });
      }),
      http.put('/api/admin/shifts/s1', () =>
        HttpResponse.json({ message: 'Jordan Lee already has a shift then.' }, { status: 409 }),
      ),
      http.delete('/api/admin/shifts/s1', () => {
        removed.push('s1');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderPage('/admin/workforce');
    await userEvent.click(await screen.findByRole('button', { name: /Morning/ }, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('shift-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Shift' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Jordan Lee already has a shift then.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Shift Removed')).toBeInTheDocument();
    expect(removed).toEqual(['s1']);
    await waitFor(() => expect(screen.queryByTestId('shift-dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('button', { name: /Morning/ })).not.toBeInTheDocument());
  });
});
