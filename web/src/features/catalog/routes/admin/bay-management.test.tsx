import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const bays = [
  {
    id: 'b1',
    name: 'Bay 1',
    description: 'Standard Bay',
    isActive: true,
    hourlyRate: null,
    peakHourlyRate: null,
    bufferMinutes: 0,
    upcomingBookings: 3,
  },
  {
    id: 'b2',
    name: 'Bay 2',
    description: null,
    isActive: false,
    hourlyRate: '40.00',
    peakHourlyRate: null,
    bufferMinutes: 15,
    upcomingBookings: 0,
  },
];

describe('the admin bay management page', () => {
  it('lists inactive bays too and warns with the upcoming bookings before deactivating', async () => {
    signedInAs(admin);
    const patches: unknown[] = [];
    server.use(
      http.get('/api/admin/bays', () => HttpResponse.json(bays)),
      http.patch('/api/admin/bays/:id', async ({ request, params }) => {
        patches.push([params.id, await request.json()]);
        return HttpResponse.json(bays[0]);
      }),
    );
    await renderPage('/admin/bay-management');
    const row2 = (await screen.findByRole('rowheader', { name: 'Bay 2' })).closest('tr')!;
    expect(within(row2).getByText('Inactive')).toBeInTheDocument();
    expect(within(row2).getByText('$40.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate Bay 1' }));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(within(dialog).getByText(/Bay 1 has 3 upcoming confirmed bookings/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate Bay' }));
    expect(await screen.findByText('Bay 1 Deactivated')).toBeInTheDocument();
    expect(patches).toEqual([['b1', { isActive: false }]]);
  });

  it('activates an inactive bay from its row and reads the list again', async () => {
    signedInAs(admin);
    const patches: unknown[] = [];
    let active = false;
    server.use(
      http.get('/api/admin/bays', () => HttpResponse.json([bays[0], { ...bays[1], isActive: active }])),
      http.patch('/api/admin/bays/:id', async ({ request, params }) => {
        patches.push([params.id, await request.json()]);
        active = true;
        return HttpResponse.json({ ...bays[1], isActive: true });
      }),
    );
    await renderPage('/admin/bay-management');
    const row2 = (await screen.findByRole('rowheader', { name: 'Bay 2' })).closest('tr')!;
    await userEvent.click(within(row2).getByRole('button', { name: 'Activate Bay 2' }));
    expect(await screen.findByText('Bay 2 Activated')).toBeInTheDocument();
    expect(patches).toEqual([['b2', { isActive: true }]]);
    expect(await within(row2).findByRole('button', { name: 'Deactivate Bay 2' })).toBeInTheDocument();
    expect(within(row2).getByText('Active')).toBeInTheDocument();
  });

  it("shows the server's message when activating fails", async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/bays', () => HttpResponse.json(bays)),
      http.patch('/api/admin/bays/:id', () => HttpResponse.json({ message: 'Bay 2 has no rate' }, { status: 400 })),
    );
    await renderPage('/admin/bay-management');
    const row2 = (await screen.findByRole('rowheader', { name: 'Bay 2' })).closest('tr')!;
    await userEvent.click(within(row2).getByRole('button', { name: 'Activate Bay 2' }));
    expect(await screen.findByText('Activate Failed')).toBeInTheDocument();
    expect(screen.getByText('Bay 2 has no rate')).toBeInTheDocument();
    expect(within(row2).getByText('Inactive')).toBeInTheDocument();
  });

  it('creates a bay, and requires its name', async () => {
    signedInAs(admin);
    const posted: unknown[] = [];
    server.use(
      http.get('/api/admin/bays', () => HttpResponse.json(bays)),
      http.post('/api/admin/bays', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ id: 'b3' }, { status: 201 });
      }),
    );
    await renderPage('/admin/bay-management');
    await userEvent.click(await screen.findByRole('button', { name: 'Add Bay' }));
    await userEvent.type(screen.getByLabelText('Description'), 'VIP');
    await userEvent.click(screen.getByRole('button', { name: 'Create Bay' }));
    expect(screen.getByText('Bay name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Bay name'), 'Bay 7');
    await userEvent.type(screen.getByLabelText('Hourly rate'), '45');
    await userEvent.click(screen.getByRole('button', { name: 'Create Bay' }));
    expect(await screen.findByText('Bay Created')).toBeInTheDocument();
    expect(posted).toEqual([
      { name: 'Bay 7', description: 'VIP', hourlyRate: '45.00', peakHourlyRate: null, bufferMinutes: 0 },
    ]);
  });

  it("shows each bay's buffer and edits it in 5-minute steps up to 120 minutes", async () => {
    signedInAs(admin);
    const patches: unknown[] = [];
    server.use(
      http.get('/api/admin/bays', () => HttpResponse.json(bays)),
      http.patch('/api/admin/bays/:id', async ({ request }) => {
        const body = (await request.json()) as object;
        patches.push(body);
        return HttpResponse.json({ ...bays[0], ...body });
      }),
    );
    await renderPage('/admin/bay-management');
    const row1 = (await screen.findByRole('rowheader', { name: /Bay 1/ })).closest('tr')!;
    expect(within(row1).getByText('None')).toBeInTheDocument();
    const row2 = screen.getByRole('rowheader', { name: 'Bay 2' }).closest('tr')!;
    expect(within(row2).getByText('15 min')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit Bay 1' }));
    const buffer = screen.getByLabelText('Buffer after each booking (minutes)');
    await userEvent.clear(buffer);
    await userEvent.type(buffer, '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bay' }));
    expect(screen.getByText('Buffer time must be in 5-minute steps')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await userEvent.clear(buffer);
    await userEvent.type(buffer, '125');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bay' }));
    expect(screen.getByText('Buffer time can be at most 120 minutes')).toBeInTheDocument();
    expect(patches).toEqual([]);

    await userEvent.clear(buffer);
    await userEvent.type(buffer, '15');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bay' }));
    expect(await screen.findByText('Bay Saved')).toBeInTheDocument();
    expect(patches.at(-1)).toEqual({
      name: 'Bay 1',
      description: 'Standard Bay',
      hourlyRate: null,
      peakHourlyRate: null,
      bufferMinutes: 15,
    });
  });
});
