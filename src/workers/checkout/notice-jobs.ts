/** Customer receipts and notices (declaration merging into the JobBus's job list). */
declare module '../jobs' {
  interface JobPayloads {
    /** Texts (and emails) the customer a receipt or notice for one event, once per event. */
    'payments.notice': NoticePayload;
  }
}

/** The event a notice is about, with the server's amounts it carries. */
export type NoticePayload = { eventId: string; occurredAt: string } & (
  | { kind: 'order'; orderId: string }
  | {
      kind: 'cancellation';
      bookingId: string;
      bookingAmountCents: number;
      refundAmountCents: number;
      refundPercentage: number;
      creditsUsed: number;
    }
  | { kind: 'moved'; bookingId: string; bayId: string; date: string; startTime: string; endTime: string }
  | {
      kind: 'approval';
      approvalId: string;
      userId: string;
      label: string;
      amountCents: number;
      expiresAt: string | null;
    }
);
