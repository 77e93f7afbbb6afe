import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';
import zlib from 'node:zlib';

/**
 * Brotli or gzip, whichever the client prefers, for JSON, pages and assets over 1 kB. Brotli at quality
 * 4: near gzip's speed on every API answer, smaller output. Server-sent events stay uncompressed (a
 * compressor would hold each event back until its buffer fills; they also say `no-transform`).
 */
export function compress(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    filter: (req: Request, res: Response) => {
      if (String(res.getHeader('content-type') ?? '').startsWith('text/event-stream')) return false;
      return compression.filter(req, res);
    },
  }) as RequestHandler;
}

/** Vite's hashed output (`assets/index-B1x2y3z4.js`): its name changes whenever its content does. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+$/;

/** Hashed assets are cached for a year; anything else (index.html, favicon) is checked each time. */
export function cacheHeaders(res: Response, file: string): void {
  res.setHeader('Cache-Control', HASHED_ASSET.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
}
