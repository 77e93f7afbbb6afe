import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TwilioRequest {
  accountSid: string;
  authorization: string | undefined;
  params: URLSearchParams;
  status: number;
}

export type TwilioReply = { status: number; body: Record<string, unknown> };

/** A local server answering like Twilio's Messages API; replies are scripted per recipient. */
export class FakeTwilio {
  readonly requests: TwilioRequest[] = [];
  private readonly scripts = new Map<string, TwilioReply[]>();
  private server?: http.Server;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        const match = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
        if (req.method !== 'POST' || !match) {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 20404, message: 'The requested resource was not found', status: 404 }));
          return;
        }
        const params = new URLSearchParams(raw);
        const to = params.get('To') ?? '';
        const reply = this.scripts.get(to)?.shift() ?? this.accepted(match[1], params);
        this.requests.push({
          accountSid: match[1],
          authorization: req.headers.authorization,
          params,
          status: reply.status,
        });
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
    return this;
  }

  /** The next replies for messages to this number; after them, messages are accepted. */
  script(to: string, ...replies: TwilioReply[]): void {
    this.scripts.set(to, replies);
  }

  to(phone: string): TwilioRequest[] {
    return this.requests.filter((r) => r.params.get('To') === phone);
  }

  private accepted(accountSid: string, params: URLSearchParams): TwilioReply {
    const sid = `SM${randomBytes(16).toString('hex')}`;
    return {
      status: 201,
      body: {
        sid,
        account_sid: accountSid,
        to: params.get('To'),
        from: params.get('From'),
        body: params.get('Body'),
        status: 'queued',
        direction: 'outbound-api',
        num_segments: '1',
        api_version: '2010-04-01',
        date_created: new Date().toUTCString(),
        uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
      },
    };
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

export const twilioError = (status: number, code: number, message: string): TwilioReply => ({
  status,
  body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});
