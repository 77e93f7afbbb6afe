import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { dismissToast } from '@/components/ui/toast-store';
import { admin, renderPage, signedInAs } from '@/testing/render-page';
import { server } from '@/testing/server';

afterEach(() => act(() => dismissToast()));

const base = {
  description: null,
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
  leagueId: 'L1',
  scorecardsLocked: false,
};
const draft = { ...base, id: 'd1', name: 'Turkey Shoot', date: '2026-12-01', status: 'draft' };
const active = { ...base, id: 'a1', name: 'Friday Night Scramble', date: '2026-11-24', status: 'active' };
const league = { id: 'L1', name: 'Scramble League', season: '2026', description: null, pointsByFinish: [10, 8, 6] };
const page = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null });

describe('admin tournaments and leagues', () => {
  it('lists tournaments with their entries, creates one in a league, and publishes a draft', async () => {
    signedInAs(admin);
    const created: unknown[] = [];
    const moved: unknown[] = [];
    server.use(
      http.get('/api/leagues', () => HttpResponse.json([{ ...league, rounds: 2, completedRounds: 0 }])),
      http.get('/api/admin/tournaments', () =>
        HttpResponse.json(
          page([
            { ...draft, leagueName: 'Scramble League', registered: 0, held: 0 },
            { ...active, leagueName: 'Scramble League', registered: 5, held: 1 },
          ]),
        ),
      ),
      http.post('/api/admin/tournaments', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        created.push(body);
        return HttpResponse.json({ ...draft, ...body, id: 'n1' }, { status: 201 });
      }),
      http.post('/api/admin/tournaments/d1/status', async ({ request }) => {
        moved.push(await request.json());
        return HttpResponse.json({ ...draft, status: 'active' });
      }),
    );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    await renderPage('/admin/leagues');
    const table = await screen.findByRole('table', { name: 'Tournaments' }, { timeout: 15_000 });
    const row = within(table).getByText('Friday Night Scramble').closest('tr')!;
    expect(row).toHaveTextContent('5 of 12 (+1 paying)');
    expect(within(row).getByRole('link', { name: 'Scorecards' })).toHaveAttribute(
      'href',
      '/admin/tournament/a1/scorecards',
    );
    expect(within(row).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New Tournament' }));
    const dialog = await screen.findByTestId('tournament-dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Holiday Open');
    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-12-19');
    await userEvent.selectOptions(within(dialog).getByLabelText('League'), 'L1');
    await userEvent.clear(within(dialog).getByLabelText('Par for hole 4'));
    await userEvent.type(within(dialog).getByLabelText('Par for hole 4'), '5');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Skins game/ }));
    await userEvent.clear(within(dialog).getByLabelText('Skins pot ($)'));
    await userEvent.type(within(dialog).getByLabelText('Skins pot ($)'), '150');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Tournament' }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]).toMatchObject({
      name: 'Holiday Open',
      date: '2026-12-19',
      leagueId: 'L1',
      numberOfHoles: 9,
      holePars: [3, 3, 3, 5, 3, 3, 3, 3, 3],
      skinsEnabled: true,
      skinsPot: '150',
      entryFee: '25.00',
      reservationLength: 120,
    });

    const draftRow = within(table).getByText('Turkey Shoot').closest('tr')!;
    await userEvent.click(within(draftRow).getByRole('button', { name: 'Publish' }));
    // The app's own dialog asks, not the browser's.
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Publish it? Customers can then enter and post scores');
    expect(moved).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Publish' }));
    expect(window.confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(moved).toEqual([{ status: 'active' }]));
    expect(await screen.findByText('Tournament Published')).toBeInTheDocument();
  });

  it('lists the registrations of the tournament named in the address', async () => {
    signedInAs(admin);
    const asked: string[] = [];
    server.use(
      http.get('/api/tournaments', () => HttpResponse.json([draft, active])),
      http.get('/api/admin/tournament-registrations', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(
          page([
            {
              entryId: 'e1',
              tournamentId: 'a1',
              tournamentName: 'Friday Night Scramble',
              tournamentDate: '2026-11-24',
              userId: 'u1',
              name: 'Ada Tester',
              phoneNumber: '+12125550123',
              email: 'ada@example.com',
              bookingId: 'b1',
              bayName: 'Bay 2',
              startTime: '20:00:00',
              status: 'registered',
              registeredAt: '2026-11-20T15:00:00.000Z',
              createdAt: '2026-11-20T14:59:00.000Z',
            },
          ]),
        );
      }),
    );
    await renderPage('/admin/tournament-registrations?tournamentId=a1');
    const table = await screen.findByRole('table', { name: 'Tournament registrations' }, { timeout: 15_000 });
    const row = within(table).getByText('Ada Tester').closest('tr')!;
    expect(row).toHaveTextContent('+12125550123');
    expect(row).toHaveTextContent('8:00 PM · Bay 2');
    expect(row).toHaveTextContent('Registered');
    expect(asked[0]).toContain('tournamentId=a1');
    expect(screen.getByLabelText('Tournament')).toHaveValue('a1');
  });

  it('locks the scorecards with a reason and corrects a card, showing the history with sources', async () => {
    signedInAs(admin);
    let locked = false;
    const posted: Array<[string, unknown]> = [];
    const card = {
      teamName: 'Birdie Hunters',
      totalScore: 29,
      isInProgress: false,
      submittedAt: '2026-11-24T23:00:00.000Z',
      holes: [3, 3, 3, 4, 3, 4, 2, 4, 3],
    };
    server.use(
      http.get('/api/tournaments/a1', () => HttpResponse.json({ ...active, scorecardsLocked: locked })),
      http.get('/api/tournaments/a1/scorecards', () => HttpResponse.json([card])),
      http.get('/api/admin/tournaments/a1/score-changes', () =>
        HttpResponse.json([
          {
            teamKey: 'birdie hunters',
            kind: 'submit',
            detail: { holes: card.holes, totalScore: 29 },
            reason: null,
            source: { userId: null, client: 'abcdef123456' },
            actor: null,
            actorName: null,
            at: '2026-11-24T23:00:00.000Z',
          },
        ]),
      ),
      http.post('/api/admin/tournaments/a1/scorecards/lock', async ({ request }) => {
        const body = (await request.json()) as { locked: boolean };
        posted.push(['lock', body]);
        locked = body.locked;
        return HttpResponse.json({ ...active, scorecardsLocked: locked });
      }),
      http.post('/api/admin/tournaments/a1/scorecards/correct', async ({ request }) => {
        posted.push(['correct', await request.json()]);
        return HttpResponse.json({});
      }),
    );
    await renderPage('/admin/tournament/a1/scorecards');
    expect(
      await screen.findByRole('heading', { name: 'Scorecards are open' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Scorecard history' });
    expect(history).toHaveTextContent('anonymous (client abcdef12)');
    expect(history).toHaveTextContent('3 3 3 4 3 4 2 4 3 = 29');

    await userEvent.click(screen.getByRole('button', { name: 'Lock Scorecards' }));
    expect(await screen.findByText('Please give a reason')).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.type(screen.getByLabelText('Reason'), 'Round complete');
    await userEvent.click(screen.getByRole('button', { name: 'Lock Scorecards' }));
    expect(await screen.findByRole('heading', { name: 'Scorecards are locked' })).toBeInTheDocument();
    expect(posted[0]).toEqual(['lock', { locked: true, reason: 'Round complete' }]);

    await userEvent.click(screen.getByRole('button', { name: 'Correct' }));
    const dialog = await screen.findByTestId('correct-dialog');
    const hole7 = within(dialog).getByLabelText('Hole 7');
    await userEvent.clear(hole7);
    await userEvent.type(hole7, '3');
    expect(dialog).toHaveTextContent('Total: 30');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Scorer misread hole 7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Correction' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual([
      'correct',
      {
        teamName: 'Birdie Hunters',
        reason: 'Scorer misread hole 7',
        hole1: 3,
        hole2: 3,
        hole3: 3,
        hole4: 4,
        hole5: 3,
        hole6: 4,
        hole7: 3,
        hole8: 4,
        hole9: 3,
      },
    ]);
  });

  it('creates a league, edits one, and shows a refusal in the dialog', async () => {
    signedInAs(admin);
    let leagues = [{ ...league, rounds: 2, completedRounds: 0 }];
    const sent: Array<[string, unknown]> = [];
    server.use(
      http.get('/api/leagues', () => HttpResponse.json(leagues)),
      http.get('/api/admin/tournaments', () => HttpResponse.json(page([]))),
      http.post('/api/admin/leagues', async ({ request }) => {
        const body = (await request.json()) as typeof league;
        sent.push(['post', body]);
        if (body.name === 'Scramble League')
          return HttpResponse.json({ message: 'That league already exists.' }, { status: 409 });
        leagues = [...leagues, { ...body, id: 'L2', rounds: 0, completedRounds: 0 }];
        return HttpResponse.json({ ...body, id: 'L2' }, { status: 201 });
      }),
      http.put('/api/admin/leagues/L1', async ({ request }) => {
        const body = (await request.json()) as typeof league;
        sent.push(['put', body]);
        leagues = leagues.map((l) => (l.id === 'L1' ? { ...l, ...body } : l));
        return HttpResponse.json({ ...league, ...body });
      }),
    );
    await renderPage('/admin/leagues');
    const card = await screen.findByRole('region', { name: 'Leagues' }, { timeout: 15_000 });
    await within(card).findByText('Scramble League · 2026');

    await userEvent.click(within(card).getByRole('button', { name: 'New League' }));
    let dialog = await screen.findByTestId('league-dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Scramble League');
    await userEvent.clear(within(dialog).getByLabelText('Season'));
    await userEvent.type(within(dialog).getByLabelText('Season'), '2027');
    await userEvent.clear(within(dialog).getByLabelText('Points by finish'));
    await userEvent.type(within(dialog).getByLabelText('Points by finish'), '10, x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save League' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Points by finish is a list of numbers');
    expect(sent).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Points by finish'));
    await userEvent.type(within(dialog).getByLabelText('Points by finish'), '12, 9, 7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save League' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('That league already exists.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(sent[0]).toEqual([
      'post',
      { name: 'Scramble League', season: '2027', description: null, pointsByFinish: [12, 9, 7] },
    ]);

    await userEvent.clear(within(dialog).getByLabelText('Name'));
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Winter League');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save League' }));
    expect(await screen.findByText('League Created')).toBeInTheDocument();
    expect(screen.getAllByText('Winter League · 2027').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByTestId('league-dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText('Winter League · 2027')).toBeInTheDocument();

    await userEvent.click(within(card).getAllByRole('button', { name: 'Edit' })[0]);
    dialog = await screen.findByTestId('league-dialog');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Thursdays');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save League' }));
    expect(await screen.findByText('League Saved')).toBeInTheDocument();
    expect(sent[2]).toEqual([
      'put',
      { name: 'Scramble League', season: '2026', description: 'Thursdays', pointsByFinish: [10, 8, 6] },
    ]);
  });
});
