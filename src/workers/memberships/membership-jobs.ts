/** Membership jobs (declaration merging into the JobBus's job list). */
declare module '../jobs' {
  interface JobPayloads {
    /** Renews, retries or ends every membership that is due at the injected clock (safe to run twice). */
    'memberships.renew-due': Record<string, never>;
    /** Asks the card provider about every open card setup and hosted checkout (safe to run twice). */
    'memberships.settle-payments': Record<string, never>;
  }
}

export {};
