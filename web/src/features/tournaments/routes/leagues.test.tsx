import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

const t = (id: string, name: string, status: string, date: string) => ({
  id,
  name,
  description: null,
  date,
  startTime: '18:00:00',
  endTime: '22:00:00',
  format: 'scramble',
  teamSize: 2,
  maxParticipants: 12,
  numberOfHoles: 9,
  holePars: Array(9).fill(3),
  skinsEnabled: true,
  skinsPot: '100.00',
  entryFee: '25.00',
  reservationLength: 120,
  leagueId: 'L1',
  status,
  scorecardsLocked: false,
});

const league = {
  id: 'L1',
  name: 'Scramble League',
  season: '2026 season',
  description: null,
  pointsByFinish: [10, 8, 6],
};

describe('the leagues page', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    jest.setSystemTime(new Date('2026-11-24T20:00:00Z'));
  });
  afterEach(() => jest.useRealTimers());

  it('groups the tournaments: playing now, upcoming (enter or opening soon), completed; and the league standings', async () => {
    signedInAs(null);
    const all = [
      t('old', 'Fall Classic', 'completed', '2026-11-17'),
      t('now', 'Friday Night Scramble', 'active', '2026-11-24'),
      t('open', 'Holiday Open', 'active', '2026-12-05'),
      t('next', 'Turkey Shoot', 'draft', '2026-12-01'),
    ];
    server.use(
      http.get('/api/tournaments', () => HttpResponse.json(all)),
      http.get('/api/leagues', () => HttpResponse.json([{ ...league, rounds: 4, completedRounds: 1 }])),
      http.get('/api/leagues/L1', () =>
        HttpResponse.json({
          league,
          tournaments: all,
          completedRounds: 1,
          standings: [
            { rank: 1, teamName: 'Birdie Hunters', points: 10, rounds: 1, wins: 1, bestFinish: 1 },
            { rank: 2, teamName: 'Sand Trappers', points: 7, rounds: 1, wins: 0, bestFinish: 2 },
            { rank: 2, teamName: 'Fore Play', points: 7, rounds: 1, wins: 0, bestFinish: 2 },
          ],
        }),
      ),
    );
    await renderPage('/leagues');
    const now = await screen.findByRole('region', { name: 'Playing Now' }, { timeout: 15_000 });
    expect(within(now).getByText('Friday Night Scramble')).toBeInTheDocument();
    expect(within(now).getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
      'href',
      '/tournament/now/leaderboard',
    );
    const upcoming = screen.getByRole('region', { name: 'Upcoming' });
    const draft = within(upcoming).getByText('Turkey Shoot').closest('li')!;
    expect(draft).toHaveTextContent('registration opens soon');
    expect(within(draft).queryByRole('link')).not.toBeInTheDocument();
    const open = within(upcoming).getByText('Holiday Open').closest('li')!;
    expect(within(open).getByRole('link', { name: 'Enter' })).toHaveAttribute('href', '/?date=2026-12-05');
    expect(within(screen.getByRole('region', { name: 'Completed' })).getByText('Fall Classic')).toBeInTheDocument();

    const standings = await screen.findByRole('table', { name: 'Scramble League standings' });
    const rows = within(standings)
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['1', 'Birdie Hunters', '10', '1', '1', '1'],
      ['2', 'Sand Trappers', '7', '1', '0', '2'],
      ['2', 'Fore Play', '7', '1', '0', '2'],
    ]);
    expect(screen.getByText(/After 1 of 4 rounds/)).toBeInTheDocument();
  });
});
