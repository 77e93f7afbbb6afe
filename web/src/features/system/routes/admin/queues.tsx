import { useQueues } from '../../api/queues';

/** /admin/queues: each queue's depth and failures, and the BullMQ board (bull-board) for jobs and retries. */
export function QueuesPage() {
  const { data, error } = useQueues();
  return (
    <section aria-labelledby="admin-page-title" className="stack">
      <h1 id="admin-page-title">Queues</h1>
      {error ? <p className="alert alert-error">The queues could not be loaded.</p> : null}
      {!data && !error ? <p className="muted">Loading…</p> : null}
      {data?.mode === 'in-process' ? <p className="alert">{data.message}</p> : null}
      {data?.mode === 'bullmq' ? (
        <>
          <div className="table-scroll">
            <table className="table">
              <caption className="visually-hidden">Queues</caption>
              <thead>
                <tr>
                  <th scope="col">Queue</th>
                  <th scope="col">Waiting</th>
                  <th scope="col">Active</th>
                  <th scope="col">Delayed</th>
                  <th scope="col">Failed</th>
                </tr>
              </thead>
              <tbody>
                {data.queues.map((q) => (
                  <tr key={q.name}>
                    <td data-label="Queue">{q.name}</td>
                    <td data-label="Waiting">{q.waiting}</td>
                    <td data-label="Active">{q.active}</td>
                    <td data-label="Delayed">{q.delayed}</td>
                    <td data-label="Failed">{q.failed > 0 ? <strong>{q.failed}</strong> : 0}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="muted small">
            Failed jobs with their errors, and retries, are on the board below (
            <a href={data.boardUrl} target="_blank" rel="noreferrer">
              open it in its own tab
            </a>
            ).
          </p>
          <iframe
            title="Queue board"
            src={data.boardUrl}
            style={{ width: '100%', minHeight: '70vh', border: '1px solid var(--border, #ddd)', borderRadius: 8 }}
          />
        </>
      ) : null}
    </section>
  );
}
