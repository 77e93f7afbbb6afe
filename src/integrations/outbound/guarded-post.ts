import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { refusedAddressReason, refusedHostReason, hostOf } from './address-policy';

/** The destination is an internal address: retrying cannot help, the settings must change. */
export class RefusedDestinationError extends Error {
  override name = 'RefusedDestinationError';
}

/**
 * Resolves the name, checks every address it resolves to and hands only checked addresses to the
 * socket, so the connection goes to the address that was checked (no second lookup to rebind).
 */
const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { all: true, family: options.family }, (err, addresses) => {
    if (err) return callback(err, '', 4);
    const refused = addresses.map((a) => refusedAddressReason(a.address)).find(Boolean);
    if (refused || addresses.length === 0) {
      const error = new RefusedDestinationError(`Refused: ${hostname} resolves to ${refused ?? 'nothing'}`);
      return callback(error as NodeJS.ErrnoException, '', 4);
    }
    if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

export interface GuardedPost {
  url: string;
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowedHosts: readonly string[];
}

/**
 * POSTs to a URL outside the venue's network: refuses internal addresses (a literal one at once,
 * a name after resolving it), never follows a redirect (a 3xx is the answer) and answers the status.
 * A timeout rejects with an error named TimeoutError, as fetch's does.
 */
export async function guardedPost({ url, headers, body, timeoutMs, allowedHosts }: GuardedPost): Promise<number> {
  const target = new URL(url);
  const allowed = allowedHosts.includes(hostOf(target));
  // A literal address is checked here (the socket does no lookup for it); a name on resolving.
  const refused = !allowed && ipaddr.isValid(hostOf(target)) ? refusedAddressReason(hostOf(target)) : null;
  if (refused) throw new RefusedDestinationError(`Refused: ${refused}`);
  const transport = target.protocol === 'https:' ? https : target.protocol === 'http:' ? http : null;
  if (!transport) throw new RefusedDestinationError(`Refused: ${target.protocol} is not http or https`);
  return new Promise<number>((resolve, reject) => {
    const req = transport.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
        lookup: allowed ? undefined : guardedLookup,
        agent: false,
      },
      (res) => {
        clearTimeout(timer);
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    const timer = setTimeout(() => {
      const error = new Error('Timed out');
      error.name = 'TimeoutError';
      req.destroy(error);
    }, timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(body);
  });
}

/**
 * Why a URL an admin saves is refused, or null: the host as written, then (for a name) every address
 * it resolves to now. A name that does not resolve yet is accepted; delivery checks it again.
 */
export async function outboundUrlRefusal(url: string, allowedHosts: readonly string[]): Promise<string | null> {
  const target = new URL(url);
  const refused = refusedHostReason(target, allowedHosts);
  if (refused || allowedHosts.includes(hostOf(target))) return refused;
  const addresses = await dns.promises.lookup(hostOf(target), { all: true }).catch(() => []);
  const reason = addresses.map((a) => refusedAddressReason(a.address)).find(Boolean);
  return reason ? `${hostOf(target)} resolves to ${reason}` : null;
}
