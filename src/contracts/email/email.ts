import { z } from 'zod';

/** The email settings routes' answers as zod contracts, for the OpenAPI document. */
export const emailSettings = z.object({
  /** The From address outgoing mail carries. */
  from: z.string(),
  /** Which transport sends it (SMTP, the dev mailbox ...). */
  transport: z.string(),
});
export type EmailSettings = z.infer<typeof emailSettings>;

export const testEmailSent = z.object({ success: z.literal(true), message: z.string() });
export type TestEmailSent = z.infer<typeof testEmailSent>;
