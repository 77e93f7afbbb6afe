import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SquareCardProcessor } from '../../src/integrations/square/square-card-processor';
import { StripeCardProcessor } from '../../src/integrations/stripe/stripe-card-processor';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface ProviderServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

type Handler = (req: RecordedRequest) => { status: number; body: unknown } | 'drop';

/** A local HTTP server answering in a provider's REST shape; 'drop' cuts the connection (network error). */
export async function startProviderServer(handler: Handler): Promise<ProviderServer> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const recorded = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      const answer = handler(recorded);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The Square adapter on the official SDK, pointed at a local provider-shaped server (no retries). */
export const squareAgainst = (server: ProviderServer) =>
  new SquareCardProcessor({
    accessToken: 'EAAA-test',
    locationId: 'LOC1',
    environment: 'sandbox',
    baseUrl: server.url,
    maxRetries: 0,
  });

/** The Stripe adapter on the official SDK, pointed at a local provider-shaped server (no retries). */
export const stripeAgainst = (server: ProviderServer) =>
  new StripeCardProcessor({ secretKey: 'sk_test_local', apiBase: server.url, maxNetworkRetries: 0 });
