/** The paid order's jobs: holds, settling, refunds and receipts (declaration merging into the JobBus's job list). */
declare module '../jobs' {
  interface JobPayloads {
    /** Releases a pending booking whose checkout neither confirmed nor failed in time. */
    'bookings.hold-expiry': { bookingId: string };
    /** Settles a paid order that neither completed nor failed in time (any line type). */
    'checkout.settle': { orderId: string };
    /** Settles an order whose card was asked for but whose request stopped (database gone), at once. */
    'checkout.settle-now': { orderId: string };
    /** Settles every hold and order past its expiry from the read models (Redis may have lost their jobs). */
    'checkout.sweep': Record<string, never>;
    /** Pays a cancelled booking's refund back to every order that paid for it, in the split each was paid. */
    'payments.refund': {
      bookingId: string;
      cancellationEventId: string;
      refundAmountCents: number;
      refundPercentage: number;
      creditsUsed: number;
      squarePaymentId: string | null;
      stripePaymentIntentId: string | null;
      /** The orders that paid for the booking's extensions (absent in jobs queued before they were listed). */
      extensionOrderIds?: string[];
      /** The orders that paid the booking's fees (a no-show fee) that this refund may pay back too. */
      feeOrderIds?: string[];
    };
    /** Texts the booking receipt after confirmation. */
    'payments.receipt': { bookingId: string; via?: 'order' };
  }
}

export {};
