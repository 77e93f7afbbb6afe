import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ProjectionStatus, RebuildProgress } from '@contracts/system/projections';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

const status = (patch: Partial<ProjectionStatus>): ProjectionStatus => ({
  name: 'credits',
  reactor: false,
  checkpoint: '812:4501',
  lagEvents: 0,
  lagMs: 0,
  ratePerSecond: 12.5,
  state: 'running',
  stoppedAt: null,
  ...patch,
});

const progress = (patch: Partial<RebuildProgress>): RebuildProgress => ({
  rebuildId: '0b9f1c1e-9d0a-4b7e-8a57-1a2b3c4d5e6f',
  name: 'credits',
  done: 0,
  total: 4000,
  ratePerSecond: 0,
  secondsLeft: null,
  state: 'running',
  error: null,
  startedAt: '2026-11-25T10:00:00.000Z',
  finishedAt: null,
  ...patch,
});

describe('the projections console page', () => {
  it('lists each projection with checkpoint, lag, rate and state', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/projections', () =>
        HttpResponse.json({
          projections: [
            status({}),
            status({ name: 'bookings', lagEvents: 1200, lagMs: 4200, ratePerSecond: null }),
            status({
              name: 'users',
              state: 'stopped',
              stoppedAt: { eventId: 'e1', type: 'UserRegistered', error: 'numeric field overflow' },
            }),
            status({ name: 'sms-reactor', reactor: true }),
          ],
        }),
      ),
    );
    await renderPage('/admin/projections');
    const table = await screen.findByRole('table', { name: 'Projections' }, { timeout: 15_000 });
    const row = (name: string) => within(table).getByText(name).closest('tr')!;
    await within(table).findByText('credits', {}, { timeout: 15_000 });
    expect(within(row('credits')).getByText('812:4501')).toBeInTheDocument();
    expect(within(row('credits')).getByText('caught up')).toBeInTheDocument();
    expect(within(row('credits')).getByText('12.5/s')).toBeInTheDocument();
    expect(within(row('bookings')).getByText('1,200 events, 4 s')).toBeInTheDocument();
    expect(within(row('bookings')).getByText('elsewhere')).toBeInTheDocument();
    expect(within(row('users')).getByText('Stopped at UserRegistered')).toBeInTheDocument();
    expect(within(row('sms-reactor')).queryByRole('button')).toBeNull();
  });

  it('rebuilds after a confirm, polls the progress bar, and says Swapped when done', async () => {
    signedInAs(admin);
    const started: string[] = [];
    const answers = [
      progress({ done: 2000, ratePerSecond: 4000, secondsLeft: 0.5 }),
      progress({ done: 4000, ratePerSecond: 4000, secondsLeft: 0, state: 'swapped' }),
    ];
    let polls = 0;
    server.use(
      http.get('/api/admin/projections', () => HttpResponse.json({ projections: [status({})] })),
      http.post('/api/admin/projections/:name/rebuild', ({ params }) => {
        started.push(String(params.name));
        return HttpResponse.json({ rebuildId: answers[0].rebuildId, name: params.name }, { status: 202 });
      }),
      http.get('/api/admin/projections/:name/rebuild', () => {
        if (started.length === 0) return HttpResponse.json({ message: 'not rebuilt' }, { status: 404 });
        return HttpResponse.json(answers[Math.min(polls++, answers.length - 1)]);
      }),
    );
    await renderPage('/admin/projections');
    await userEvent.click(await screen.findByRole('button', { name: 'Rebuild credits' }, { timeout: 15_000 }));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(started).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(started).toEqual(['credits']);
    const bar = await screen.findByRole('progressbar', { name: 'Rebuild of credits' });
    expect(await screen.findByText('2,000 of 4,000 events, 4,000 events/s, about 1 s left')).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(await screen.findByText(/Swapped: credits now reads/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '100');
  });

  it('shows why a rebuild failed', async () => {
    signedInAs(admin);
    server.use(
      http.get('/api/admin/projections', () => HttpResponse.json({ projections: [status({ state: 'rebuilding' })] })),
      http.get('/api/admin/projections/:name/rebuild', () =>
        HttpResponse.json(
          progress({ state: 'failed', error: 'Projection credits is running elsewhere; stop it first' }),
        ),
      ),
    );
    await renderPage('/admin/projections');
    expect(
      await screen.findByText(/Failed: Projection credits is running elsewhere/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rebuild credits' })).toBeDisabled();
  });
});
