import twilio from 'twilio';
import { SmsSendError, type SmsMessage, type SmsSender } from './sms-sender';

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0];

/**
 * Sends every SDK request to another origin (TWILIO_API_BASE), keeping the path: lets tests and
 * staging point the real SDK at a local server that speaks Twilio's REST shape.
 */
class BaseUrlRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: 15_000 });
  }
  override request<T>(opts: RequestOptions) {
    const uri = new URL(opts.uri);
    const target = new URL(uri.pathname + uri.search, this.base);
    return super.request<T>({ ...opts, uri: target.toString() } as never);
  }
}

const NOT_SENT_NETWORK_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET_BEFORE_SEND',
]);

export class TwilioSmsSender implements SmsSender {
  readonly kind = 'twilio' as const;
  private readonly client: ReturnType<typeof twilio>;

  constructor(
    accountSid: string,
    authToken: string,
    private readonly from: string,
    apiBase?: string,
  ) {
    this.client = twilio(accountSid, authToken, {
      ...(apiBase ? { httpClient: new BaseUrlRequestClient(new URL(apiBase)) } : {}),
      autoRetry: false,
      timeout: 15_000,
    });
  }

  async send(message: SmsMessage): Promise<{ providerId: string }> {
    try {
      const result = await this.client.messages.create({
        to: message.to,
        from: message.from || this.from,
        body: message.body,
      });
      return { providerId: result.sid };
    } catch (error) {
      throw classify(error);
    }
  }
}

function classify(error: unknown): SmsSendError {
  const e = error as { status?: number; code?: string | number; message?: string };
  if (typeof e.status === 'number') {
    const retryable = e.status >= 500 || e.status === 429;
    return new SmsSendError(`Twilio answered ${e.status}: ${e.message ?? 'error'}`, retryable, e.code);
  }
  const code = typeof e.code === 'string' ? e.code : undefined;
  return new SmsSendError(
    `Twilio request failed: ${e.message ?? String(error)}`,
    code ? NOT_SENT_NETWORK_CODES.has(code) : false,
    code,
  );
}
