import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { WaitlistEntryView, WaitlistOfferAnswer } from '@contracts/waitlist/waitlist';
import { NotifyMe } from '@/features/waitlist/components/notify-me';
import { admin, customer, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';
import { viewerTimezone } from '@/lib/venue-time';

const entry = (patch: Partial<WaitlistEntryView>): WaitlistEntryView => ({
  entryId: '11111111-1111-4111-8111-111111111111',
  date: '2027-05-04',
  earliestStart: '18:00:00',
  latestStart: '18:00:00',
  duration: 2,
  bayId: 'b1',
  bayName: 'Bay 1',
  status: 'waiting',
  joinedAt: '2027-05-01T12:00:00.000Z',
  offer: null,
  bookingId: null,
  ...patch,
});
const offerId = '33333333-3333-4333-8333-333333333333';

describe('the waitlist on the account page', () => {
  it('lists the entries with their status and lets the customer leave one', async () => {
    signedInAs(customer);
    let entries = [
      entry({}),
      entry({
        entryId: '22222222-2222-4222-8222-222222222222',
        date: '2027-05-05',
        bayId: null,
        bayName: null,
        status: 'offered',
        offer: {
          offerId,
          bayId: 'b2',
          bayName: 'Bay 2',
          startTime: '09:00:00',
          endTime: '11:00:00',
          expiresAt: '2027-05-01T12:15:00.000Z',
        },
      }),
    ];
    const left: string[] = [];
    server.use(
      http.get('/api/waitlist', () => HttpResponse.json({ entries })),
      http.delete('/api/waitlist/:entryId', ({ params }) => {
        left.push(String(params.entryId));
        entries = entries.map((e) => (e.entryId === params.entryId ? { ...e, status: 'left' as const } : e));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderPage('/my-account#bookings');
    const section = await screen.findByTestId('my-waitlist', {}, { timeout: 15_000 });
    const offered = await within(section).findByText('Offered');
    expect(within(offered.closest('li')!).getByRole('link', { name: 'Book it' })).toHaveAttribute(
      'href',
      `/waitlist/offer/${offerId}`,
    );
    expect(within(section).getByText(/Any bay/)).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: /Leave the waitlist for Tuesday, May 4/ }));
    expect(left).toEqual(['11111111-1111-4111-8111-111111111111']);
    expect(await within(section).findByText('Left')).toBeInTheDocument();
  });
});

describe('the offer page', () => {
  it('shows the held slot and passes it on when the customer declines', async () => {
    signedInAs(customer);
    const offer: WaitlistOfferAnswer = {
      offerId,
      entryId: '22222222-2222-4222-8222-222222222222',
      date: '2027-05-05',
      duration: 2,
      bayId: 'b2',
      bayName: 'Bay 2',
      startTime: '09:00:00',
      endTime: '11:00:00',
      expiresAt: '2027-05-01T12:15:00.000Z',
      status: 'open',
      bookingId: null,
    };
    server.use(
      http.get(`/api/waitlist/offers/${offerId}`, () => HttpResponse.json(offer)),
      http.post(`/api/waitlist/offers/${offerId}/decline`, () => HttpResponse.json({ ...offer, status: 'declined' })),
    );
    await renderPage(`/waitlist/offer/${offerId}`);
    expect(await screen.findByText('9:00 AM-11:00 AM', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Bay 2')).toBeInTheDocument();
    // Held until 12:15 UTC: 8:15 AM on the venue's (New York) clock, labelled for a viewer elsewhere.
    const label = viewerTimezone() === 'America/New_York' ? '' : ' EDT';
    expect(screen.getByText(/^Held for you until/)).toHaveTextContent(`Held for you until 8:15 AM${label}.`);
    expect(screen.getByRole('button', { name: 'Book This Slot' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'No Thanks' }));
    expect(await screen.findByText(/You declined this offer/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book This Slot' })).not.toBeInTheDocument();
  });
});

describe('Notify me in the booking window', () => {
  it('joins the waitlist for the chosen date, time and duration on any bay', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/waitlist', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ entry: entry({}) }, { status: 201 });
      }),
      http.get('/api/waitlist', () => HttpResponse.json({ entries: [] })),
    );
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <NotifyMe
            date="2027-05-04"
            time="18:00"
            duration={2}
            bays={[
              { id: 'b1', name: 'Bay 1', free: false },
              { id: 'b2', name: 'Bay 2', free: false },
            ]}
            user={customer}
          />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(screen.getByText(/Every bay is taken at this time/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByTestId('waitlist-joined')).toHaveTextContent("You're on the waitlist for 6:00 PM");
    expect(sent).toEqual([
      { date: '2027-05-04', earliestStart: '18:00', latestStart: '18:00', duration: 2, bayId: null },
    ]);
  });
});

describe('the admin waitlist page', () => {
  it("shows the day's line with each status and removes an entry", async () => {
    signedInAs(admin);
    let rows = [
      {
        ...entry({
          status: 'offered',
          offer: {
            offerId,
            bayId: 'b1',
            bayName: 'Bay 1',
            startTime: '18:00:00',
            endTime: '20:00:00',
            expiresAt: '2027-05-01T12:15:00.000Z',
          },
        }),
        position: 1,
        customerName: 'Pat Golfer',
        phoneNumber: '+12125550100',
      },
      {
        ...entry({ entryId: '44444444-4444-4444-8444-444444444444', status: 'waiting' }),
        position: 2,
        customerName: 'Sam Putter',
        phoneNumber: '+12125550101',
      },
    ];
    const removed: string[] = [];
    server.use(
      http.get('/api/admin/waitlist', () =>
        HttpResponse.json({ date: '2027-05-04', dates: [{ date: '2027-05-04', waiting: rows.length }], entries: rows }),
      ),
      http.delete('/api/admin/waitlist/:entryId', ({ params }) => {
        removed.push(String(params.entryId));
        rows = rows.map((r) =>
          r.entryId === params.entryId ? { ...r, status: 'removed' as const, position: null as unknown as number } : r,
        );
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await renderPage('/admin/waitlist');
    const sam = (await screen.findByText('Sam Putter', {}, { timeout: 15_000 })).closest('tr')!;
    expect(within(screen.getByText('Pat Golfer').closest('tr')!).getByText(/^Offered until/)).toBeInTheDocument();
    await userEvent.click(within(sam).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(removed).toEqual(['44444444-4444-4444-8444-444444444444']);
    expect(await within(sam).findByText('Removed')).toBeInTheDocument();
  });
});
