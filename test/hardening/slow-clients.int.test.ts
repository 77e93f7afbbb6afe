import net from 'node:net';
import { startTestApp, type TestApp } from '../harness/test-app';

/** A client that sends its headers or body slowly is cut off, so it cannot hold connections open. */
describe('slow clients', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ env: { HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1000' } });
  });
  afterAll(async () => {
    await app.close();
  });

  /** Sends `text` and never more; resolves with what the server answered once it closed the connection. */
  const stall = (text: string) =>
    new Promise<{ answer: string; closedAfterMs: number }>((resolve, reject) => {
      const { hostname, port } = new URL(app.url);
      const started = Date.now();
      let answer = '';
      const socket = net.connect(Number(port), hostname, () => socket.write(text));
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('close', () => resolve({ answer, closedAfterMs: Date.now() - started }));
      socket.on('error', reject);
      setTimeout(() => {
        socket.destroy();
        reject(new Error('the server kept a stalled connection open for 15 s'));
      }, 15_000).unref();
    });

  it('closes a connection whose body never arrives, answering 408', async () => {
    const { answer } = await stall(
      'POST /api/auth/check-phone HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"phone',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers never end', async () => {
    const { answer } = await stall('GET /api/bays HTTP/1.1\r\nHost: localhost\r\nX-Slow: a');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
