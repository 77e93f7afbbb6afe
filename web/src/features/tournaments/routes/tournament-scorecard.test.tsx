import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const tournament = {
  id: 'a1',
  name: 'Friday Night Scramble',
  description: null,
  date: '2026-11-24',
  startTime: '18:00:00',
  endTime: '22:00:00',
  format: 'scramble',
  teamSize: 2,
  maxParticipants: 12,
  numberOfHoles: 9,
  holePars: [3, 4, 3, 5, 3, 4, 3, 4, 3],
  skinsEnabled: false,
  skinsPot: '0.00',
  entryFee: '25.00',
  reservationLength: 120,
  leagueId: null,
  status: 'active',
  scorecardsLocked: false,
};

function serve(answer: () => Response) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/tournaments/a1', () => HttpResponse.json(tournament)),
    http.get('/api/tournaments/a1/scorecards', () => HttpResponse.json([])),
    http.get('/api/tournaments/a1/leaderboard', () =>
      HttpResponse.json({ tournament, par: 32, entries: [], skins: null }),
    ),
    http.get('/api/tournament-participants', () =>
      HttpResponse.json([{ teamName: 'Eagles', name: 'Ada', status: 'registered' }]),
    ),
    http.post('/api/tournaments/a1/live-score-update', () => HttpResponse.json({})),
    http.post('/api/tournaments/a1/scorecards', async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
  return sent;
}

describe('the scorecard entry page', () => {
  it("staff submit a team's card and go to the leaderboard", async () => {
    signedInAs(admin);
    const sent = serve(() => HttpResponse.json({ teamName: 'Eagles', totalScore: 7, holes: [3, 4] }, { status: 201 }));
    const router = await renderPage('/tournament/a1/scorecard-entry');
    await userEvent.selectOptions(await screen.findByLabelText('Team', {}, { timeout: 15_000 }), 'Eagles');
    // Each hole takes a whole number from 0 to 20 (the spec's min/max).
    expect(screen.getByLabelText(/Hole 1/)).toMatchObject({ type: 'number', min: '0', max: '20' });
    await userEvent.type(screen.getByLabelText(/Hole 1/), '3');
    await userEvent.type(screen.getByLabelText(/Hole 2/), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Scorecard Submitted')).toBeInTheDocument();
    expect(screen.getByText('Eagles: 7.')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        teamName: 'Eagles',
        totalScore: 7,
        hole1: 3,
        hole2: 4,
        hole3: 0,
        hole4: 0,
        hole5: 0,
        hole6: 0,
        hole7: 0,
        hole8: 0,
        hole9: 0,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tournament/a1/leaderboard'));
  });

  it("shows the server's reason when the card is refused, and stays", async () => {
    signedInAs(admin);
    serve(() => HttpResponse.json({ message: 'Scorecards are locked.' }, { status: 409 }));
    const router = await renderPage('/tournament/a1/scorecard-entry');
    await userEvent.selectOptions(await screen.findByLabelText('Team', {}, { timeout: 15_000 }), 'Eagles');
    await userEvent.type(screen.getByLabelText(/Hole 1/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Scorecard Not Saved')).toBeInTheDocument();
    expect(screen.getByText('Scorecards are locked.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tournament/a1/scorecard-entry');
  });
});
