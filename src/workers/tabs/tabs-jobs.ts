declare module '../jobs' {
  interface JobPayloads {
    /** Charges every open bar tab whose booking has ended to its card on file (every minute; idempotent). */
    'tabs.close-ended': Record<string, never>;
  }
}

export {};
