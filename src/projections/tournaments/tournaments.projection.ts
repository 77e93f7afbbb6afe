import type { RecordedEvent } from '../../eventstore/types';
import type { LeagueEvent } from '../../domain/tournaments/league';
import type { TournamentEvent } from '../../domain/tournaments/tournament.events';
import type { Projection } from '../projection';

const actorOf = (recorded: RecordedEvent) => {
  const actor = recorded.metadata.actor as unknown;
  return actor && typeof actor === 'object'
    ? ((actor as { userId?: string }).userId ?? null)
    : (actor as string | null);
};

/** Tournaments, each team's card (live holes while playing), and every change to a card with its source. */
export const tournamentsProjection: Projection = {
  name: 'tournaments',
  eventTypes: [
    'TournamentDefined',
    'TournamentStatusChanged',
    'ScorecardSubmitted',
    'LiveScoreRecorded',
    'ScorecardsLocked',
    'ScorecardCorrected',
    'ParticipantHeld',
    'ParticipantConfirmed',
    'ParticipantReleased',
    'LeagueDefined',
  ],
  tables: ['leagues', 'tournaments', 'tournament_scorecards', 'tournament_score_changes', 'tournament_participants'],
  async apply(trx, recorded) {
    const at = recorded.metadata.occurredAt ?? recorded.createdAt.toISOString();
    if (recorded.type === 'LeagueDefined') {
      const d = (recorded as unknown as LeagueEvent).data;
      const row = {
        name: d.name,
        season: d.season,
        description: d.description,
        points_by_finish: JSON.stringify(d.pointsByFinish),
        updated_at: at,
      };
      await trx('leagues')
        .insert({ id: d.leagueId, ...row, created_at: at })
        .onConflict('id')
        .merge(Object.keys(row));
      return;
    }
    const event = recorded as unknown as TournamentEvent & RecordedEvent;
    const change = (teamKey: string | null, kind: string, detail: unknown, extra: Record<string, unknown> = {}) =>
      trx('tournament_score_changes')
        .insert({
          event_id: recorded.eventId,
          tournament_id: event.data.tournamentId,
          team_key: teamKey,
          kind,
          detail: JSON.stringify(detail),
          actor: actorOf(recorded),
          at,
          ...extra,
        })
        .onConflict('event_id')
        .ignore();
    switch (event.type) {
      case 'TournamentDefined': {
        const d = event.data;
        await trx('tournaments')
          .insert({
            id: d.tournamentId,
            name: d.name,
            description: d.description,
            date: d.date,
            start_time: d.startTime,
            end_time: d.endTime,
            format: d.format,
            team_size: d.teamSize,
            max_participants: d.maxParticipants,
            number_of_holes: d.numberOfHoles,
            hole_pars: JSON.stringify(d.holePars),
            skins_enabled: d.skinsEnabled,
            skins_pot_cents: d.skinsPotCents,
            entry_fee_cents: d.entryFeeCents,
            reservation_length_minutes: d.reservationLengthMinutes,
            league_id: d.leagueId,
            status: 'draft',
            created_at: at,
            updated_at: at,
          })
          .onConflict('id')
          .merge([
            'name',
            'description',
            'date',
            'start_time',
            'end_time',
            'format',
            'team_size',
            'max_participants',
            'number_of_holes',
            'hole_pars',
            'skins_enabled',
            'skins_pot_cents',
            'entry_fee_cents',
            'reservation_length_minutes',
            'league_id',
            'updated_at',
          ]);
        return;
      }
      case 'ParticipantHeld': {
        const d = event.data;
        await trx('tournament_participants')
          .insert({
            entry_id: d.entryId,
            tournament_id: d.tournamentId,
            user_id: d.userId,
            booking_id: d.bookingId,
            bay_id: d.bayId,
            start_time: d.startTime,
            team_name: d.teamName ?? null,
            status: 'held',
            created_at: at,
          })
          .onConflict('entry_id')
          .ignore();
        return;
      }
      case 'ParticipantConfirmed':
        await trx('tournament_participants')
          .where({ entry_id: event.data.entryId })
          .update({ status: 'registered', registered_at: event.data.registeredAt });
        return;
      case 'ParticipantReleased':
        await trx('tournament_participants').where({ entry_id: event.data.entryId }).delete();
        return;
      case 'TournamentStatusChanged':
        await trx('tournaments')
          .where({ id: event.data.tournamentId })
          .update({ status: event.data.to, updated_at: at });
        return;
      case 'ScorecardsLocked':
        await trx('tournaments')
          .where({ id: event.data.tournamentId })
          .update({ scorecards_locked: event.data.locked, updated_at: at });
        await change(null, event.data.locked ? 'lock' : 'unlock', {}, { reason: event.data.reason });
        return;
      case 'ScorecardSubmitted':
      case 'ScorecardCorrected': {
        const d = event.data;
        const submittedAt = event.type === 'ScorecardSubmitted' ? event.data.submittedAt : undefined;
        await trx('tournament_scorecards')
          .insert({
            tournament_id: d.tournamentId,
            team_key: d.teamKey,
            team_name: d.teamName,
            holes: JSON.stringify(d.holes),
            total_score: d.totalScore,
            is_in_progress: false,
            submitted_at: submittedAt ?? at,
            updated_at: at,
          })
          .onConflict(['tournament_id', 'team_key'])
          .merge({
            holes: JSON.stringify(d.holes),
            total_score: d.totalScore,
            is_in_progress: false,
            updated_at: at,
            ...(submittedAt ? { submitted_at: submittedAt } : {}),
          });
        await change(
          d.teamKey,
          event.type === 'ScorecardSubmitted' ? (event.data.update ? 'update' : 'submit') : 'correct',
          { holes: d.holes, totalScore: d.totalScore },
          event.type === 'ScorecardSubmitted'
            ? { source: JSON.stringify(event.data.source) }
            : { reason: event.data.reason },
        );
        return;
      }
      case 'LiveScoreRecorded': {
        const d = event.data;
        const existing = await trx('tournament_scorecards')
          .where({ tournament_id: d.tournamentId, team_key: d.teamKey })
          .first('holes');
        const holes: number[] = existing ? [...existing.holes] : Array(18).fill(0);
        holes[d.hole - 1] = d.score;
        const total = holes.reduce((a, b) => a + b, 0);
        await trx('tournament_scorecards')
          .insert({
            tournament_id: d.tournamentId,
            team_key: d.teamKey,
            team_name: d.teamName,
            holes: JSON.stringify(holes),
            total_score: total,
            is_in_progress: true,
            submitted_at: null,
            updated_at: at,
          })
          .onConflict(['tournament_id', 'team_key'])
          .merge({ holes: JSON.stringify(holes), total_score: total, is_in_progress: true, updated_at: at });
        await change(d.teamKey, 'live', { hole: d.hole, score: d.score }, { source: JSON.stringify(d.source) });
        return;
      }
    }
  },
};
