import { useEffect, useState } from 'react';
import { Field } from '@/components/ui/field';
import type { PhoneUser } from '@/lib/session/phone-user';

/** As the server's order line accepts it (trimmed, 1 to 100 characters). */
export const TEAM_NAME_MAX = 100;
/** The quote waits this long after the last keystroke (it checks the name is free). */
export const TEAM_QUOTE_DELAY_MS = 400;

export interface TeamName {
  /** What the field shows. */
  value: string;
  setValue: (v: string) => void;
  /** The name sent with the entry (trimmed); '' while there is none. */
  name: string;
  /** The name once typing pauses, for the quote. */
  settled: string;
  /** Emptied by the customer: the field says it is required. */
  missing: boolean;
}

/** The team an entry plays as: the entrant's own name until they type another (the server's default too). */
export function useTeamName(user: PhoneUser | null): TeamName {
  const [typed, setTyped] = useState<string | null>(null);
  const value = typed ?? (user ? `${user.firstName} ${user.lastName}`.trim().slice(0, TEAM_NAME_MAX) : '');
  const name = value.trim();
  const [settledTyped, setSettledTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSettledTyped(typed?.trim() ?? ''), TEAM_QUOTE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const settled = typed === null ? name : settledTyped;
  return { value, setValue: setTyped, name, settled, missing: typed !== null && !name };
}

export function TeamNameField({ team }: { team: TeamName }) {
  return (
    <Field
      label="Team name"
      value={team.value}
      onChange={(e) => team.setValue(e.target.value)}
      maxLength={TEAM_NAME_MAX}
      required
      autoComplete="off"
      hint="Required. The name on your scorecard and the leaderboard; teammates who score at the bay pick it."
      error={team.missing ? 'Please enter a team name' : undefined}
    />
  );
}
