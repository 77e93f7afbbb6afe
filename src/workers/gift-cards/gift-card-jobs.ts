/** Gift card jobs (declaration merging into the JobBus's job list). */
declare module '../jobs' {
  interface JobPayloads {
    /** Emails or texts a purchased gift card to its recipient. */
    'giftcards.deliver': { code: string };
    /** Delivers every emailed or texted gift card whose delivery time has come (safe to run twice). */
    'giftcards.deliver-due': Record<string, never>;
  }
}

export {};
