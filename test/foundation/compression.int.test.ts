import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestApp, type TestApp } from '../harness/test-app';

/**
 * Issue 30, item 3: API JSON and the web's assets go out brotli- or gzip-compressed as the client
 * asks; hashed assets are cached for a year, the page itself is checked every time.
 */
describe('compression and caching', () => {
  let app: TestApp;
  let dist: string;
  // A stand-in for Vite's output: the page and a hashed bundle.
  const bundle = Array.from({ length: 400 }, (_, i) => `export const line${i} = "booking bay ${i}";`).join('\n');
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'golf-web-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    fs.writeFileSync(path.join(dist, 'assets', 'index-B1x2y3z4.js'), bundle);
    fs.writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
    app = await startTestApp({ env: { WEB_DIST: dist }, seed: true });
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** The bytes as sent, and the headers (fetch would decode the body). */
  function raw(
    pathname: string,
    encoding: string,
  ): Promise<{ res: { status: number; headers: Headers }; bytes: Buffer }> {
    return new Promise((resolve, reject) => {
      http
        .get(app.url + pathname, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            const headers = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
            resolve({ res: { status: res.statusCode ?? 0, headers }, bytes: Buffer.concat(chunks) });
          });
        })
        .on('error', reject);
    });
  }
  const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;

  it.each(['br', 'gzip'] as const)('sends API JSON %s-compressed when asked', async (encoding) => {
    const plain = await app.client().get('/api/bays');
    expect(plain.status).toBe(200);
    expect(plain.text.length).toBeGreaterThan(1024);
    const { res, bytes } = await raw('/api/bays', encoding);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(bytes.length).toBeLessThan(plain.text.length);
    expect(JSON.parse(decode[encoding](bytes).toString('utf8'))).toEqual(plain.body);
  });

  it.each(['br', 'gzip'] as const)('sends a hashed asset %s-compressed, cached for a year', async (encoding) => {
    const { res, bytes } = await raw('/assets/index-B1x2y3z4.js', encoding);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(bytes.length).toBeLessThan(bundle.length / 4);
    expect(decode[encoding](bytes).toString('utf8')).toBe(bundle);
  });

  it('leaves a client that asks for no encoding with the plain body', async () => {
    const { res, bytes } = await raw('/assets/index-B1x2y3z4.js', 'identity');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(bytes.toString('utf8')).toBe(bundle);
  });

  it('has the page and files without a hash checked every time', async () => {
    for (const page of ['/', '/robots.txt']) {
      const res = await fetch(app.url + page);
      expect([page, res.status, res.headers.get('cache-control')]).toEqual([page, 200, 'no-cache']);
    }
  });
});
