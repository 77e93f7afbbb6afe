import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { BookingModal } from '@/features/bookings/components/booking-modal';
import { payByCard, serveCardPayments, serveOrder } from '@/testing/checkout';
import { customer, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';
import type { Tournament } from '@/lib/tournaments';

const DATE = '2030-06-07';
const tournament: Tournament = {
  id: 't1',
  name: 'Friday Night Scramble',
  description: 'Nine holes, teams of two.',
  date: DATE,
  startTime: '18:00:00',
  endTime: '22:00:00',
  format: 'scramble',
  teamSize: 2,
  maxParticipants: 12,
  numberOfHoles: 9,
  holePars: [3, 4, 3, 5, 3, 4, 3, 4, 3],
  skinsEnabled: true,
  skinsPot: '100.00',
  entryFee: '25.00',
  reservationLength: 120,
  leagueId: null,
  status: 'active',
  scorecardsLocked: false,
};
const bays = [
  { id: 'b1', name: 'Bay 1', type: 'Standard Bay' },
  { id: 'b2', name: 'Bay 2', type: 'Standard Bay' },
];
const slot = (time: string) => ({
  time: `${time}:00`,
  startsAt: `${DATE}T${time}:00Z`,
  endTime: `${String(Number(time.slice(0, 2)) + 2).padStart(2, '0')}:${time.slice(3)}:00`,
  fits: true,
  occupancy: 0.5,
  occupancyLevel: 'green',
  availableBays: 1,
  bays: [
    { bayId: 'b1', available: true, totalAmount: '70.00' },
    { bayId: 'b2', available: false, totalAmount: null },
  ],
});

/** A tournament entry's order line: $25, fulfilled as booking bk1. */
const ENTRY = { type: 'tournament-entry', label: 'Entry', amount: '25.00', reference: 'bk1' };

function serve(placesLeft = 5, tournaments = [tournament]) {
  const asked: string[] = [];
  server.use(
    http.get('/api/tournaments', () => HttpResponse.json(tournaments)),
    // The ordinary modal's offers and plans.
    http.get('/api/credit-offers', () => HttpResponse.json([])),
    http.get('/api/promotional-offers', () => HttpResponse.json([])),
    http.get('/api/membership-plans', () => HttpResponse.json([])),
    http.get('/api/tournaments/t1/entry-slots', () =>
      HttpResponse.json({ slots: ['18:00:00', '20:00:00'], duration: 2, entryFee: '25.00', placesLeft }),
    ),
    http.get('/api/availability', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json({
        date: DATE,
        timezone: 'America/New_York',
        duration: 2,
        bookingIntervalMinutes: 30,
        fallbackHours: false,
        advanceBookingDays: 7,
        durations: [1, 2, 3, 4],
        bookable: true,
        message: null,
        bays,
        slots: ['17:00', '17:30', '18:00', '18:30', '19:00', '20:00'].map(slot),
      });
    }),
  );
  return asked;
}

function renderModal() {
  render(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <MemoryRouter>
        <BookingModal date={DATE} onClose={jest.fn()} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('booking modal on a tournament date', () => {
  it('offers only the fixed tee times, a fixed duration and the entry fee; credits are off', async () => {
    signedInAs(null);
    const asked = serve();
    renderModal();
    const modal = await screen.findByTestId('tournament-mode');
    expect(within(modal).getByRole('heading', { name: /Friday Night Scramble/ })).toBeInTheDocument();
    const grid = await screen.findByTestId('slot-grid');
    expect(
      within(grid)
        .getAllByRole('button')
        .map((b) => b.getAttribute('data-time')),
    ).toEqual(['18:00', '20:00']);
    // The day is asked for with the tournament (open beyond the advance window) and its length.
    expect(asked.every((q) => q.includes('tournamentId=t1') && q.includes('duration=2'))).toBe(true);
    expect(screen.getByTestId('tournament-duration')).toHaveTextContent('2 hours fixed for the tournament');
    expect(screen.queryByRole('radiogroup', { name: 'Duration' })).not.toBeInTheDocument();
    expect(screen.getByText('Credits cannot be used for tournament entries.')).toBeInTheDocument();

    await userEvent.click(within(grid).getByRole('button', { name: /8:00 PM/ }));
    const bay1 = screen.getByRole('radio', { name: /Bay 1/ });
    expect(bay1.closest('label')).toHaveTextContent('$25.00 entry');
    expect(screen.getByRole('radio', { name: /Bay 2/ })).toBeDisabled();
    await userEvent.click(bay1);
    expect(await screen.findByTestId('quote-total')).toHaveTextContent('$25.00');
    // A visitor names the team before going on to sign in and pay.
    expect(screen.getByLabelText('Team name')).toHaveValue('');
    expect(screen.getByTestId('booking-action')).toHaveTextContent('Enter a Team Name');
    expect(screen.getByTestId('booking-action')).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Team name'), 'Birdie Hunters');
    expect(screen.getByTestId('booking-action')).toHaveTextContent('Reserve Bay - $25.00');
    expect(screen.getByTestId('booking-action')).toBeEnabled();
  });

  it('prices a signed-in entry on the server as a tournament-entry line, with the credits box disabled', async () => {
    signedInAs(customer);
    serve();
    server.use(
      http.get('/api/user-credits/u1', () => HttpResponse.json({ total: 3 })),
      http.get('/api/user-tournaments/u1', () => HttpResponse.json([])),
    );
    const { quoted: bodies } = serveOrder(ENTRY);
    renderModal();
    const grid = await screen.findByTestId('slot-grid');
    await userEvent.click(within(grid).getByRole('button', { name: /6:00 PM/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Bay 1/ }));
    await waitFor(() => expect(screen.getByTestId('booking-action')).toHaveTextContent('Reserve Bay - $25.00'));
    expect(bodies.at(-1)).toEqual({
      lines: [
        { type: 'tournament-entry', tournamentId: 't1', bayId: 'b1', startTime: '18:00:00', teamName: 'Ada Tester' },
      ],
      creditsUsed: 0,
      giftCardCode: null,
    });
    const credits = screen.getByRole('checkbox', { name: /Use my credits \(3 available\)/ });
    expect(credits).toBeDisabled();
  });

  it("asks for the team name (the entrant's own name until they type one) and enters the team under it", async () => {
    signedInAs(customer);
    serve();
    server.use(
      http.get('/api/user-credits/u1', () => HttpResponse.json({ total: 0 })),
      http.get('/api/user-tournaments/u1', () => HttpResponse.json([])),
    );
    serveCardPayments(customer.id);
    const { quoted, paid } = serveOrder<{ lines: Array<{ teamName?: string }> }>(ENTRY);
    renderModal();
    const grid = await screen.findByTestId('slot-grid');
    await userEvent.click(within(grid).getByRole('button', { name: /6:00 PM/ }));
    await userEvent.click(screen.getByRole('radio', { name: /Bay 1/ }));
    const field = screen.getByLabelText('Team name');
    expect(field).toHaveValue('Ada Tester');
    expect(field).toHaveAttribute('maxLength', '100');
    await userEvent.clear(field);
    expect(screen.getByText('Please enter a team name')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('booking-action')).toBeDisabled();
    await userEvent.type(field, '  Birdie Hunters ');
    expect(screen.queryByText('Please enter a team name')).not.toBeInTheDocument();
    // The quote checks the name once typing pauses (the server refuses a name another team plays under).
    await waitFor(() => expect(quoted.at(-1)?.lines[0].teamName).toBe('Birdie Hunters'));
    await waitFor(() => expect(screen.getByTestId('booking-action')).toBeEnabled());
    await userEvent.click(screen.getByTestId('booking-action'));

    const pay = await screen.findByTestId('payment-dialog');
    await payByCard(pay, 'Pay $25.00');
    await waitFor(() => expect(paid).toHaveLength(1));
    expect(paid[0].lines).toEqual([
      { type: 'tournament-entry', tournamentId: 't1', bayId: 'b1', startTime: '18:00:00', teamName: 'Birdie Hunters' },
    ]);
  }, 20_000);

  it('says when the tournament is full', async () => {
    signedInAs(null);
    serve(0);
    renderModal();
    expect(await screen.findByText('This tournament is full.')).toBeInTheDocument();
    expect(screen.getByTestId('booking-action')).toHaveTextContent('Tournament Full');
    expect(screen.getByTestId('booking-action')).toBeDisabled();
  });

  it('shows a registered customer their place', async () => {
    signedInAs(customer);
    serve(0);
    server.use(
      http.get('/api/user-credits/u1', () => HttpResponse.json({ total: 0 })),
      http.get('/api/user-tournaments/u1', () => HttpResponse.json([{ ...tournament, entry: {} }])),
    );
    renderModal();
    expect(await screen.findByText(/You are registered for this tournament/)).toBeInTheDocument();
    expect(screen.getByTestId('booking-action')).toHaveTextContent('You are registered');
    expect(screen.getByTestId('booking-action')).toBeDisabled();
  });

  it('switches to an ordinary bay booking on request', async () => {
    signedInAs(null);
    serve(5);
    renderModal();
    await userEvent.click(await screen.findByRole('button', { name: 'Book a regular bay instead' }));
    expect(await screen.findByRole('radiogroup', { name: 'Duration' })).toBeInTheDocument();
    expect(screen.queryByTestId('tournament-mode')).not.toBeInTheDocument();
  });

  it('opens the ordinary modal when the tournament that day is still a draft', async () => {
    signedInAs(null);
    serve(5, [{ ...tournament, status: 'draft' }]);
    renderModal();
    expect(await screen.findByRole('radiogroup', { name: 'Duration' })).toBeInTheDocument();
    expect(screen.queryByTestId('tournament-mode')).not.toBeInTheDocument();
  });
});
