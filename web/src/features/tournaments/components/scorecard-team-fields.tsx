/** The value of the team select that names a new team (staff only). */
export const NEW_TEAM = '__new__';

interface Props {
  team: string;
  teams: string[];
  staff: boolean;
  chooseTeam: (team: string) => void;
  needsCode: boolean;
  scorerCode: string;
  setScorerCode: (code: string) => void;
  newName: string;
  setNewName: (name: string) => void;
}

/** Which team the card is for, its scorer code when the caller is not its player, or a new team's name. */
export function ScorecardTeamFields({
  team,
  teams,
  staff,
  chooseTeam,
  needsCode,
  scorerCode,
  setScorerCode,
  newName,
  setNewName,
}: Props) {
  return (
    <>
      <label className="field">
        <span className="label">Team</span>
        <select className="input" value={team} onChange={(e) => chooseTeam(e.target.value)}>
          {teams.length === 0 && !staff ? <option value="">No teams have entered yet</option> : null}
          {staff ? <option value={NEW_TEAM}>New team…</option> : null}
          {teams.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {needsCode ? (
        <label className="field">
          <span className="label">Scorer Code</span>
          <input
            className="input"
            value={scorerCode}
            maxLength={12}
            autoCapitalize="characters"
            autoComplete="off"
            placeholder="ABCD-EFGH"
            onChange={(e) => setScorerCode(e.target.value)}
          />
          <span className="muted small">
            The code printed for your team when it entered (its player sees it on their account; the desk has it).
          </span>
        </label>
      ) : null}
      {team === NEW_TEAM ? (
        <label className="field">
          <span className="label">Team Name</span>
          <input className="input" value={newName} maxLength={100} onChange={(e) => setNewName(e.target.value)} />
        </label>
      ) : null}
    </>
  );
}
