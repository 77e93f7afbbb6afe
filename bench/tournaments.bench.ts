import { runTournament } from '../src/commands/tournaments/tournament.commands';
import { tournamentById } from '../src/projections/tournaments/tournaments.queries';
import { leaderboardOf } from '../src/projections/tournaments/leaderboard.queries';
import { startBenchApp } from './bench-support';

const TEAMS = Number(process.env.BENCH_TEAMS ?? 120);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 12);
const CALLS = 300;

const pct = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(1);

/**
 * One busy 18-hole tournament: teams posting live hole scores and their cards at once on the
 * tournament's single stream (optimistic concurrency retries), then the leaderboard read (ranks,
 * to-par, skins) the open pages refresh.
 */
export default async function tournamentsBench(): Promise<void> {
  const app = await startBenchApp({ dbPrefix: 'golf_bench_tourn' });
  const ctx = app.running.ctx;
  try {
    const id = 'bench-open';
    await runTournament(ctx, id, {
      type: 'DefineTournament',
      terms: {
        tournamentId: id,
        name: 'Bench Open',
        description: null,
        date: '2026-12-05',
        startTime: '10:00:00',
        endTime: '22:00:00',
        format: 'single',
        teamSize: 1,
        maxParticipants: 1000,
        numberOfHoles: 18,
        holePars: Array.from({ length: 18 }, (_, i) => [3, 4, 5][i % 3]),
        skinsEnabled: true,
        skinsPotCents: 50_000,
        entryFeeCents: 2500,
        reservationLengthMinutes: 120,
        leagueId: null,
      },
    });
    await runTournament(ctx, id, { type: 'ChangeStatus', to: 'active' });
    const source = { userId: null, client: 'bench' };
    const score = (team: number, hole: number) => 2 + ((team * 7 + hole * 3) % 5);

    const jobs: Array<() => Promise<unknown>> = [];
    for (let t = 0; t < TEAMS; t++)
      for (let h = 1; h <= 18; h += 3)
        jobs.push(() =>
          runTournament(ctx, id, {
            type: 'RecordLiveScore',
            teamName: `Team ${t}`,
            hole: h,
            score: score(t, h),
            source,
            now: new Date(),
          }),
        );
    for (let t = 0; t < TEAMS; t++)
      jobs.push(() =>
        runTournament(ctx, id, {
          type: 'SubmitScorecard',
          teamName: `Team ${t}`,
          holes: Array.from({ length: 18 }, (_, i) => score(t, i + 1)),
          source,
          now: new Date(),
        }),
      );
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < jobs.length) await jobs[next++]();
      }),
    );
    const ms = performance.now() - started;
    console.log(
      `${jobs.length} score writes (${TEAMS} teams: 6 live holes and a card each) on one tournament stream, ${CONCURRENCY} at a time: ${Math.round(ms)} ms, ${Math.round((jobs.length / ms) * 1000)} writes/s`,
    );

    const t = (await tournamentById(ctx.knex, id))!;
    const times: number[] = [];
    let entries = 0;
    for (let i = 0; i < CALLS; i++) {
      const s = performance.now();
      const board = await leaderboardOf(ctx.knex, t);
      times.push(performance.now() - s);
      entries = board.entries.length;
    }
    console.log(
      `leaderboard of ${entries} teams x 18 holes with skins: ${CALLS} reads, p50 ${pct(times, 50)} ms, p99 ${pct(times, 99)} ms`,
    );
  } finally {
    await app.close();
  }
}
