export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <span role="status" className="row muted small">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </span>
  );
}
