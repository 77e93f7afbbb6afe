export interface SmsMessage {
  smsId: string;
  to: string;
  body: string;
  reason: string;
  /** The sender number set by admins (/admin/sms-settings); the configured TWILIO_FROM otherwise. */
  from?: string | null;
}

/** The port the SMS worker sends through: the Twilio adapter or the local twin. */
export interface SmsSender {
  readonly kind: 'twilio' | 'local';
  /** Resolves with the provider's message id; throws SmsSendError when it was not sent. */
  send(message: SmsMessage): Promise<{ providerId: string }>;
}

/**
 * `retryable`: the provider surely did not take the message and a later try may work (5xx, 429,
 * connection refused). Anything else is permanent, including failures where the provider may
 * have taken it (a timeout), because a message is sent at most once.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly providerCode?: string | number,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
