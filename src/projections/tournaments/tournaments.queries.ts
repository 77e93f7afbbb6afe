import type { Knex } from 'knex';
import type { ListParams } from '../../contracts/lists';
import type { TournamentParticipant, TournamentRegistration } from '../../contracts/tournaments';
import { toDecimalString } from '../../lib/money';
import { NotFoundError } from '../../lib/errors';
import { paged } from '../paged';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a database row
type Row = Record<string, any>;
const day = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v));

export function tournamentJson(r: Row) {
  return {
    id: r.id as string,
    name: r.name as string,
    description: (r.description as string | null) ?? null,
    date: day(r.date),
    startTime: r.start_time as string,
    endTime: r.end_time as string,
    format: r.format as 'single' | 'scramble',
    teamSize: Number(r.team_size),
    maxParticipants: Number(r.max_participants),
    numberOfHoles: Number(r.number_of_holes),
    holePars: (r.hole_pars as number[]).slice(0, Number(r.number_of_holes)),
    skinsEnabled: Boolean(r.skins_enabled),
    skinsPot: toDecimalString(Number(r.skins_pot_cents)),
    entryFee: toDecimalString(Number(r.entry_fee_cents)),
    reservationLength: Number(r.reservation_length_minutes),
    leagueId: (r.league_id as string | null) ?? null,
    status: r.status as 'draft' | 'active' | 'completed',
    scorecardsLocked: Boolean(r.scorecards_locked),
  };
}
export type TournamentJson = ReturnType<typeof tournamentJson>;

/**
 * The spec's par fields, hole1Par ... hole18Par, beside `holePars`: a hole the tournament does not
 * play (holes 10-18 of a nine-hole round) reads as par 3, the spec's default.
 */
export function holeParFields(t: Pick<TournamentJson, 'holePars'>): Record<`hole${number}Par`, number> {
  return Object.fromEntries(Array.from({ length: 18 }, (_, i) => [`hole${i + 1}Par`, t.holePars[i] ?? 3]));
}

export async function listTournaments(knex: Knex) {
  return (await knex('tournaments').orderBy('date', 'asc').orderBy('start_time')).map(tournamentJson);
}

export async function tournamentById(knex: Knex, id: string): Promise<TournamentJson | null> {
  const row = await knex('tournaments').where({ id }).first();
  return row ? tournamentJson(row) : null;
}

/** The team an entry plays as; an entry from before team names plays under its entrant's name. */
const teamNameOf = (r: Row) =>
  (r.team_name as string | null) ?? (`${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || 'Team');

/** A tournament's entries; names shortened for the public (first name, last initial), full for admins. */
export async function participantsOf(
  knex: Knex,
  tournamentId: string,
  full: boolean,
): Promise<TournamentParticipant[]> {
  const rows = await knex('tournament_participants as p')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('bays as b', 'b.id', 'p.bay_id')
    .where('p.tournament_id', tournamentId)
    .orderBy('p.start_time')
    .orderBy('p.created_at')
    .select('p.*', 'u.first_name', 'u.last_name', 'u.phone_number', 'b.name as bay_name');
  return rows.map((r) => ({
    id: r.entry_id as string,
    tournamentId: r.tournament_id as string,
    teamName: teamNameOf(r),
    user: {
      firstName: (r.first_name as string | null) ?? '',
      lastName: full
        ? ((r.last_name as string | null) ?? '')
        : r.last_name
          ? `${String(r.last_name).slice(0, 1)}.`
          : '',
    },
    name: full
      ? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim()
      : `${r.first_name ?? ''} ${(r.last_name ?? '').slice(0, 1)}.`.trim(),
    ...(full
      ? { userId: r.user_id as string, phoneNumber: r.phone_number as string | null, bookingId: r.booking_id as string }
      : {}),
    bayName: (r.bay_name as string | null) ?? null,
    startTime: r.start_time as string,
    status: r.status as 'held' | 'registered',
    registeredAt: r.registered_at ? new Date(r.registered_at).toISOString() : null,
  }));
}

/** An entry as read from the read model; the route adds its scorer code. */
type RegistrationEntry = Omit<TournamentRegistration['entry'], 'scorerCode'>;

/** The tournaments an account entered (registered): the spec's registrations, newest tournament first. */
export async function tournamentsOfUser(
  knex: Knex,
  userId: string,
): Promise<Array<Omit<TournamentRegistration<TournamentJson>, 'entry'> & { entry: RegistrationEntry }>> {
  const rows = await knex('tournament_participants as p')
    .join('tournaments as t', 't.id', 'p.tournament_id')
    .where({ 'p.user_id': userId, 'p.status': 'registered' })
    .orderBy('t.date', 'desc')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .select(
      't.*',
      'p.entry_id',
      'p.team_name',
      'u.first_name',
      'u.last_name',
      'p.start_time as entry_start_time',
      'p.registered_at',
      'p.booking_id',
    );
  return rows.map((r) => {
    const registeredAt = new Date(r.registered_at).toISOString();
    return {
      id: r.entry_id as string,
      tournamentId: r.id as string,
      registeredAt,
      tournament: tournamentJson(r),
      entry: {
        entryId: r.entry_id as string,
        teamName: teamNameOf(r),
        startTime: r.entry_start_time as string,
        bookingId: r.booking_id as string,
        registeredAt,
      },
    };
  });
}

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Admin list of tournaments: by status, searched by name, with how many places are taken. */
export async function adminTournaments(knex: Knex, params: ListParams & { status?: string; search?: string }) {
  const taken = knex('tournament_participants as p')
    .whereRaw('p.tournament_id = t.id')
    .select(
      knex.raw("count(*) filter (where p.status = 'registered')::int as registered"),
      knex.raw("count(*) filter (where p.status = 'held')::int as held"),
    );
  const query = knex('tournaments as t')
    .leftJoin('leagues as l', 'l.id', 't.league_id')
    .joinRaw(`left join lateral (${taken.toQuery()}) c on true`)
    .select('t.*', 'l.name as league_name', 'c.registered', 'c.held');
  if (params.status) query.where('t.status', params.status);
  if (params.search) query.whereILike('t.name', escapeLike(params.search));
  return paged(knex, query, params, {
    sortable: { date: 'date', name: 'name', status: 'status' },
    defaultSort: 'date',
    defaultOrder: 'desc',
    tiebreak: 'id',
    map: (r: Row) => ({
      ...tournamentJson(r),
      leagueName: (r.league_name as string | null) ?? null,
      registered: Number(r.registered ?? 0),
      held: Number(r.held ?? 0),
    }),
  });
}

/** Admin list of entries: every tournament or one, searched by name or phone. */
export async function adminRegistrations(
  knex: Knex,
  params: ListParams & { tournamentId?: string; search?: string; status?: string },
) {
  const query = knex('tournament_participants as p')
    .join('tournaments as t', 't.id', 'p.tournament_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('bays as b', 'b.id', 'p.bay_id')
    .select(
      'p.entry_id',
      'p.team_name',
      'p.tournament_id',
      'p.user_id',
      'p.booking_id',
      'p.start_time',
      'p.status',
      'p.registered_at',
      'p.created_at',
      't.name as tournament_name',
      't.date as tournament_date',
      'u.first_name',
      'u.last_name',
      'u.phone_number',
      'u.email',
      'b.name as bay_name',
    );
  if (params.tournamentId) query.where('p.tournament_id', params.tournamentId);
  if (params.status === 'held' || params.status === 'registered') query.where('p.status', params.status);
  if (params.search) {
    const like = escapeLike(params.search);
    query.where((q) =>
      q
        .whereILike('u.first_name', like)
        .orWhereILike('u.last_name', like)
        .orWhereILike('u.email', like)
        .orWhereILike('u.phone_number', escapeLike(params.search!.replace(/[^\d+]/g, '') || params.search!)),
    );
  }
  return paged(knex, query, params, {
    sortable: { registeredAt: 'registered_at', startTime: 'start_time', createdAt: 'created_at' },
    defaultSort: 'createdAt',
    defaultOrder: 'desc',
    tiebreak: 'entry_id',
    map: (r: Row) => ({
      entryId: r.entry_id as string,
      tournamentId: r.tournament_id as string,
      tournamentName: r.tournament_name as string,
      tournamentDate: day(r.tournament_date),
      userId: r.user_id as string,
      name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim(),
      teamName: teamNameOf(r),
      phoneNumber: (r.phone_number as string | null) ?? null,
      email: (r.email as string | null) ?? null,
      bookingId: r.booking_id as string,
      bayName: (r.bay_name as string | null) ?? null,
      startTime: r.start_time as string,
      status: r.status as 'held' | 'registered',
      registeredAt: r.registered_at ? new Date(r.registered_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
    }),
  });
}

/** The tournament, or 404 'Tournament not found'. */
export async function tournamentFound(knex: Knex, id: string): Promise<TournamentJson> {
  const t = await tournamentById(knex, id);
  if (!t) throw new NotFoundError('Tournament not found', 'TOURNAMENT.NOT_FOUND');
  return t;
}

/** Whether the tournament is published (active) and plays on that date: its day opens for entries. */
export async function activeTournamentOn(knex: Knex, id: string, date: string): Promise<boolean> {
  return Boolean(await knex('tournaments').where({ id, date, status: 'active' }).first('id'));
}

/** The published (active) tournaments playing on a date: their evening's bays follow their rules. */
export async function activeTournamentsOn(knex: Knex, date: string): Promise<TournamentJson[]> {
  return (await knex('tournaments').where({ date, status: 'active' }).orderBy('start_time')).map(tournamentJson);
}
