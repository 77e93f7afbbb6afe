import { ConfigError } from '../config/env';

/**
 * One line for a CLI's failure, never a stack trace: a configuration problem as the check words it,
 * an unreachable server (PostgreSQL, Redis) by its address, anything else by its message.
 */
export function cliErrorMessage(error: unknown): string {
  if (error instanceof ConfigError) return error.message;
  const inner = error instanceof AggregateError && error.errors.length > 0 ? error.errors[0] : error;
  const e = inner as { code?: string; address?: string; port?: number; message?: string };
  if (e && (e.code === 'ECONNREFUSED' || e.code === 'ENOTFOUND' || e.code === 'ETIMEDOUT')) {
    const where = e.address ? `${e.address}${e.port ? `:${e.port}` : ''}` : (e.message ?? '');
    return `cannot reach ${where} (${e.code}): is the database (or Redis) running, and DATABASE_URL / REDIS_URL right?`;
  }
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Prints the failure in one line and exits with `code`. */
export function failCli(error: unknown, code = 1): never {
  console.error(cliErrorMessage(error));
  process.exit(code);
}
