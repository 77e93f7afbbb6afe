import type { Decider } from '../decider';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { assertMayScore } from './score-access';
import { MAX_HOLE_SCORE, MAX_HOLES, normaliseHoles, totalOf } from './scoring';
import {
  type TournamentEvent,
  type TournamentState,
  type TournamentCommand,
  type TournamentTerms,
  type TournamentStatus,
  TournamentDefined,
  TournamentStatusChanged,
  ScorecardSubmitted,
  LiveScoreRecorded,
  ScorecardsLocked,
  ScorecardCorrected,
  ParticipantHeld,
  ParticipantConfirmed,
  ParticipantReleased,
} from './tournament.events';

export const teamKeyOf = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** draft -> active -> completed; nothing else. */
const NEXT: Record<TournamentStatus, TournamentStatus | null> = {
  draft: 'active',
  active: 'completed',
  completed: null,
};

function assertHoles(holes: number[]) {
  if (holes.length > MAX_HOLES || holes.some((h) => !Number.isInteger(h) || h < 0 || h > MAX_HOLE_SCORE))
    throw new AppError(
      'TOURNAMENT.INVALID_SCORE',
      `Each hole's score must be a whole number from 0 to ${MAX_HOLE_SCORE}.`,
      400,
    );
}

function scoring(state: TournamentState): TournamentTerms {
  if (!state.terms) throw new NotFoundError('Tournament not found', 'TOURNAMENT.NOT_FOUND');
  if (state.status !== 'active')
    throw new ConflictError('Scores can only be entered while the tournament is active.', 'TOURNAMENT.NOT_ACTIVE');
  if (state.locked)
    throw new ConflictError('Scorecards for this tournament are locked.', 'TOURNAMENT.SCORECARDS_LOCKED');
  return state.terms;
}

/** Two entries cannot play under one team name (a card belongs to one entry). */
export function assertTeamNameFree(state: TournamentState, teamName: string | undefined) {
  const key = teamName ? teamKeyOf(teamName) : null;
  if (key && [...state.entries.values()].some((e) => e.teamKey === key))
    throw new ConflictError(
      'Another team already plays under that name. Please choose another.',
      'TOURNAMENT.TEAM_NAME_TAKEN',
    );
}

export const tournamentDecider: Decider<TournamentState, TournamentCommand, TournamentEvent> = {
  initialState: () => ({ terms: null, status: 'draft', locked: false, cards: new Map(), entries: new Map() }),
  evolve(state, event) {
    switch (event.type) {
      case 'TournamentDefined':
        return { ...state, terms: event.data };
      case 'TournamentStatusChanged':
        return { ...state, status: event.data.to };
      case 'ScorecardsLocked':
        return { ...state, locked: event.data.locked };
      case 'ScorecardSubmitted':
      case 'ScorecardCorrected': {
        const cards = new Map(state.cards);
        cards.set(event.data.teamKey, { teamName: event.data.teamName, holes: event.data.holes });
        return { ...state, cards };
      }
      case 'ParticipantHeld': {
        const entries = new Map(state.entries);
        const teamKey = event.data.teamName ? teamKeyOf(event.data.teamName) : null;
        entries.set(event.data.entryId, { userId: event.data.userId, confirmed: false, teamKey });
        return { ...state, entries };
      }
      case 'ParticipantConfirmed': {
        const entries = new Map(state.entries);
        const entry = entries.get(event.data.entryId);
        if (entry) entries.set(event.data.entryId, { ...entry, confirmed: true });
        return { ...state, entries };
      }
      case 'ParticipantReleased': {
        const entries = new Map(state.entries);
        entries.delete(event.data.entryId);
        return { ...state, entries };
      }
      case 'LiveScoreRecorded': {
        const cards = new Map(state.cards);
        const card = cards.get(event.data.teamKey) ?? {
          teamName: event.data.teamName,
          holes: Array(MAX_HOLES).fill(0),
        };
        const holes = [...card.holes];
        holes[event.data.hole - 1] = event.data.score;
        cards.set(event.data.teamKey, { teamName: card.teamName, holes });
        return { ...state, cards };
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'DefineTournament':
        if (state.terms && state.status !== 'draft')
          throw new ConflictError('Only a draft tournament can be edited.', 'TOURNAMENT.NOT_DRAFT');
        return [TournamentDefined.create(command.terms)];
      case 'ChangeStatus': {
        if (!state.terms) throw new NotFoundError('Tournament not found', 'TOURNAMENT.NOT_FOUND');
        if (state.status === command.to) return [];
        if (NEXT[state.status] !== command.to)
          throw new ConflictError(
            `A ${state.status} tournament cannot become ${command.to}.`,
            'TOURNAMENT.STATUS_CHANGE_REFUSED',
          );
        return [
          TournamentStatusChanged.create({
            tournamentId: state.terms.tournamentId,
            from: state.status,
            to: command.to,
          }),
        ];
      }
      case 'SubmitScorecard': {
        const t = scoring(state);
        const teamName = command.teamName.trim().replace(/\s+/g, ' ');
        if (!teamName) throw new AppError('TOURNAMENT.TEAM_REQUIRED', 'Please enter a team name', 400);
        const teamKey = teamKeyOf(teamName);
        assertMayScore(state, teamKey, command.source);
        assertHoles(command.holes);
        const holes = normaliseHoles(command.holes, t.numberOfHoles);
        return [
          ScorecardSubmitted.create({
            tournamentId: t.tournamentId,
            teamKey,
            // A team keeps the name it first had on the board, whatever the case or spacing of an update.
            teamName: state.cards.get(teamKey)?.teamName ?? teamName,
            holes,
            totalScore: totalOf(holes),
            update: state.cards.has(teamKey),
            source: command.source,
            submittedAt: command.now.toISOString(),
          }),
        ];
      }
      case 'RecordLiveScore': {
        const t = scoring(state);
        const teamName = command.teamName.trim().replace(/\s+/g, ' ');
        if (!teamName) throw new AppError('TOURNAMENT.TEAM_REQUIRED', 'Please enter a team name', 400);
        assertMayScore(state, teamKeyOf(teamName), command.source);
        if (!Number.isInteger(command.hole) || command.hole < 1 || command.hole > t.numberOfHoles)
          throw new AppError('TOURNAMENT.INVALID_HOLE', `Hole must be from 1 to ${t.numberOfHoles}.`, 400);
        assertHoles([command.score]);
        return [
          LiveScoreRecorded.create({
            tournamentId: t.tournamentId,
            teamKey: teamKeyOf(teamName),
            teamName: state.cards.get(teamKeyOf(teamName))?.teamName ?? teamName,
            hole: command.hole,
            score: command.score,
            source: command.source,
            at: command.now.toISOString(),
          }),
        ];
      }
      case 'LockScorecards':
        if (!state.terms) throw new NotFoundError('Tournament not found', 'TOURNAMENT.NOT_FOUND');
        if (state.locked === command.locked) return [];
        return [
          ScorecardsLocked.create({
            tournamentId: state.terms.tournamentId,
            locked: command.locked,
            reason: command.reason,
          }),
        ];
      case 'HoldPlace': {
        if (!state.terms) throw new NotFoundError('Tournament not found', 'TOURNAMENT.NOT_FOUND');
        if (state.entries.has(command.entryId)) return [];
        if (state.status === 'completed') throw new ConflictError('This tournament is over.', 'TOURNAMENT.COMPLETED');
        if (state.status === 'draft')
          throw new ConflictError('Registration for this tournament is not open yet.', 'TOURNAMENT.NOT_OPEN');
        if ([...state.entries.values()].some((e) => e.userId === command.userId))
          throw new ConflictError('You are already registered for this tournament.', 'TOURNAMENT.ALREADY_REGISTERED');
        if (state.entries.size >= state.terms.maxParticipants)
          throw new ConflictError('This tournament is full.', 'TOURNAMENT.FULL');
        assertTeamNameFree(state, command.teamName);
        const { type: _t, ...held } = command;
        return [ParticipantHeld.create({ tournamentId: state.terms.tournamentId, ...held })];
      }
      case 'ConfirmPlace': {
        const entry = state.entries.get(command.entryId);
        if (!state.terms || !entry || entry.confirmed) return [];
        return [
          ParticipantConfirmed.create({
            tournamentId: state.terms.tournamentId,
            entryId: command.entryId,
            registeredAt: command.now.toISOString(),
          }),
        ];
      }
      case 'ReleasePlace': {
        if (!state.terms || !state.entries.has(command.entryId)) return [];
        return [
          ParticipantReleased.create({
            tournamentId: state.terms.tournamentId,
            entryId: command.entryId,
            reason: command.reason,
          }),
        ];
      }
      case 'CorrectScorecard': {
        if (!state.terms) throw new NotFoundError('Tournament not found', 'TOURNAMENT.NOT_FOUND');
        const teamKey = teamKeyOf(command.teamName);
        const card = state.cards.get(teamKey);
        if (!card) throw new NotFoundError('No scorecard for that team.', 'TOURNAMENT.CARD_NOT_FOUND');
        assertHoles(command.holes);
        const holes = normaliseHoles(command.holes, state.terms.numberOfHoles);
        return [
          ScorecardCorrected.create({
            tournamentId: state.terms.tournamentId,
            teamKey,
            teamName: card.teamName,
            holes,
            totalScore: totalOf(holes),
            reason: command.reason,
            at: command.now.toISOString(),
          }),
        ];
      }
    }
  },
};
