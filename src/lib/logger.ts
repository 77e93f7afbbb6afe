import pino, { type Logger } from 'pino';

export type { Logger };

/**
 * `quietConnectErrors` (the CLIs): knex's "Acquire connection error" warnings, each with a stack, are
 * left out; the CLI says in one line that the database does not answer.
 */
export function createLogger(level: string, pretty = false, options: { quietConnectErrors?: boolean } = {}): Logger {
  return pino({
    level,
    ...(options.quietConnectErrors
      ? {
          hooks: {
            logMethod(args, method) {
              const first = args[0] as unknown;
              if (
                first &&
                typeof first === 'object' &&
                /Acquire connection error/.test(String((first as { knex?: unknown }).knex))
              )
                return;
              method.apply(this, args);
            },
          },
        }
      : {}),
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.cvv', '*.cardNumber'],
      censor: '[redacted]',
    },
    ...(pretty ? { transport: { target: 'pino-pretty', options: { colorize: true } } } : {}),
  });
}
