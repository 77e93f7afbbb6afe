/** Connection refused or reset, PostgreSQL shutting down or not accepting connections, pool timeouts. */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '25P03', // idle_in_transaction_session_timeout
  '08000', // connection_exception
  '08001',
  '08003',
  '08006',
]);

export function databaseUnavailable(err: unknown): boolean {
  const e = err as { code?: string; message?: string } | null;
  if (!e) return false;
  if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Timeout acquiring a connection/i.test(
    e.message ?? '',
  );
}
