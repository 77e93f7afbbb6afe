/** A scorecard change as the admin scorecards page lists it: what changed and who changed it. */
export interface ScoreChange {
  teamKey: string | null;
  kind: 'submit' | 'update' | 'live' | 'correct' | 'lock' | 'unlock';
  detail: { holes?: number[]; totalScore?: number; hole?: number; score?: number };
  reason: string | null;
  source: {
    userId: string | null;
    client: string | null;
    as?: 'staff' | 'entrant' | 'scorer';
    entryId?: string;
  } | null;
  actor: string | null;
  actorName: string | null;
  at: string;
}

export const KIND: Record<ScoreChange['kind'], string> = {
  submit: 'Submitted',
  update: 'Updated',
  live: 'Live score',
  correct: 'Corrected by an admin',
  lock: 'Scorecards locked',
  unlock: 'Scorecards unlocked',
};

export function describe(c: ScoreChange, holes: number): string {
  if (c.kind === 'live') return `Hole ${c.detail.hole}: ${c.detail.score}`;
  if (c.detail.holes) return `${c.detail.holes.slice(0, holes).join(' ')} = ${c.detail.totalScore}`;
  return '';
}

const AS: Record<string, string> = { staff: 'staff', entrant: "the team's player", scorer: "the team's scorer code" };

/** Who made the change: the account (or the client) and as what (staff, the entry's player, its scorer code). */
export function sourceOf(c: ScoreChange): string {
  if (c.kind === 'correct' || c.kind === 'lock' || c.kind === 'unlock') return c.actorName ?? 'an admin';
  const as = c.source?.as ? ` (${AS[c.source.as]})` : '';
  if (c.source?.userId) return `${c.actorName ?? 'a signed-in customer'}${as}`;
  if (c.source?.client) return `anonymous (client ${c.source.client.slice(0, 8)})${as}`;
  return '—';
}
