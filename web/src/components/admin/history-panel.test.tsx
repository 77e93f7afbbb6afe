import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import type { AuditItem } from '@contracts/audit/audit';
import { server } from '@/testing/server';
import { HistoryPanel } from './history-panel';

const item = (over: Partial<AuditItem>): AuditItem => ({
  eventId: 'e1',
  type: 'BookingPlaced',
  at: '2026-02-10T15:00:00.000Z',
  actor: { userId: 'u1', name: 'Ada Tester' },
  summary: 'Booked Bay 1 for 2 h, $70.00',
  reason: null,
  correlationId: 'c1',
  streamId: 'bay_day-main.b1-2026-02-11',
  ...over,
});
const page = (items: AuditItem[], nextCursor: string | null = null) => ({
  kind: 'booking',
  id: 'bk1',
  items,
  total: 3,
  nextCursor,
});

function renderPanel(props: Partial<Parameters<typeof HistoryPanel>[0]> = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <HistoryPanel kind="booking" id="bk1" {...props} />
    </SWRConfig>,
  );
}

describe('the audit history panel', () => {
  it('lists the events with who and why, pages on, and expands the related events of a step', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/admin/audit/booking/bk1', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        if (!cursor) return HttpResponse.json(page([item({})], 'next1'));
        return HttpResponse.json(
          page([
            item({
              eventId: 'e2',
              type: 'BookingCancelled',
              actor: { userId: 'u2', name: 'Ada Admin' },
              summary: 'Cancelled by Ada Admin; $70.00 refunded (override: Projector broke)',
              reason: 'Projector broke',
              correlationId: 'c2',
            }),
            item({
              eventId: 'e3',
              type: 'BookingPaymentUpdated',
              actor: 'system',
              summary: 'Payment refunded',
              reason: 'card refund',
              correlationId: null,
            }),
          ]),
        );
      }),
      http.get('/api/admin/audit/correlation/c1', ({ request }) => {
        asked.push(request.url);
        return HttpResponse.json({
          kind: 'correlation',
          id: 'c1',
          items: [
            item({
              eventId: 'x1',
              type: 'CheckoutCharged',
              summary: 'Card charged $70.00',
              streamId: 'checkout-main.bk1',
            }),
          ],
          total: 1,
          nextCursor: null,
        });
      }),
    );
    renderPanel({ asOf: false });
    expect(await screen.findByText('Booked Bay 1 for 2 h, $70.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByText(/Cancelled by Ada Admin/)).toBeInTheDocument();
    expect(screen.getByText(/Reason: card refund/)).toBeInTheDocument();
    expect(screen.queryByText(/Reason: Projector broke/)).not.toBeInTheDocument();
    expect(screen.getByText(/· System$/)).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: 'Related events' })[0]);
    const related = await screen.findByRole('list', { name: 'Related events' });
    expect(within(related).getByText('Card charged $70.00')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });

  it('shows the state as of the chosen venue time, or says it did not exist yet', async () => {
    const ats: string[] = [];
    server.use(
      http.get('/api/admin/audit/booking/bk1', () => HttpResponse.json(page([item({})]))),
      http.get('/api/admin/audit/booking/bk1/as-of', ({ request }) => {
        const at = new URL(request.url).searchParams.get('at')!;
        ats.push(at);
        const before = at < '2026-02-10T15:00:00.000Z';
        return HttpResponse.json({
          kind: 'booking',
          id: 'bk1',
          at,
          eventCount: before ? 0 : 2,
          state: before ? null : { status: 'confirmed', totalAmount: '70.00' },
        });
      }),
    );
    renderPanel();
    const picker = await screen.findByLabelText('As of');
    await userEvent.clear(picker);
    await userEvent.type(picker, '2026-02-10T11:00');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const state = await screen.findByRole('region', { name: 'State as of' });
    expect(within(state).getByText('confirmed')).toBeInTheDocument();
    expect(within(state).getByText('70.00')).toBeInTheDocument();
    // 11:00 in New York (the venue) is 16:00 UTC in February.
    expect(ats).toEqual(['2026-02-10T16:00:00.000Z']);
    await userEvent.clear(picker);
    await userEvent.type(picker, '2026-02-09T09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('It did not exist yet.')).toBeInTheDocument();
  });

  it('loads a lazy panel only when asked', async () => {
    let calls = 0;
    server.use(
      http.get('/api/admin/audit/credits/u1', () => {
        calls += 1;
        return HttpResponse.json({
          ...page([
            item({
              type: 'CreditsGranted',
              summary: 'Ada Admin added 5 general credits: goodwill',
              balances: { loyalty: 0, membership: 0, general: 5, total: 5 },
            }),
          ]),
          kind: 'credits',
          id: 'u1',
        });
      }),
    );
    renderPanel({ kind: 'credits', id: 'u1', title: 'Audit trail', lazy: true });
    expect(calls).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show audit trail' }));
    expect(await screen.findByText(/added 5 general credits/)).toBeInTheDocument();
    expect(screen.getByText(/Balance after: 5 \(general 5/)).toBeInTheDocument();
  });
});
