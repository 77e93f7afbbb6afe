/** One score input per hole played, with its par. */
export function HoleScoresGrid({
  holes,
  holePars,
  scores,
  setHole,
}: {
  holes: number;
  holePars: number[];
  scores: string[];
  setHole: (index: number, raw: string) => void;
}) {
  return (
    <div className="hole-grid">
      {Array.from({ length: holes }, (_, i) => (
        <label key={i} className="field hole-field">
          <span className="label">
            Hole {i + 1} <span className="muted small">(par {holePars[i] ?? 3})</span>
          </span>
          <input
            className="input"
            type="number"
            min={0}
            max={20}
            step={1}
            inputMode="numeric"
            maxLength={2}
            value={scores[i]}
            onChange={(e) => setHole(i, e.target.value)}
          />
        </label>
      ))}
    </div>
  );
}
