declare module '../jobs' {
  interface JobPayloads {
    /** Starts, warns and ends each bay session the clock has come to (each once); runs every 30 s. */
    'bay-sessions.check': Record<string, never>;
  }
}

export const BAY_SESSION_CHECK_EVERY_MS = 30_000;
