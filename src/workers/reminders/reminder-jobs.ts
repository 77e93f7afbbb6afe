declare module '../jobs' {
  interface JobPayloads {
    /** Sends every booking reminder that is due (each at most once); runs every minute. */
    'reminders.send-due': Record<string, never>;
  }
}

export const REMINDER_SCAN_EVERY_MS = 60_000;
