import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const PING = `
const net = require('node:net');
const s = net.connect(process.argv[1], () => s.write('GET /_ping HTTP/1.0\\r\\n\\r\\n'));
s.on('data', (d) => process.exit(String(d).includes('OK') ? 0 : 1));
s.on('error', () => process.exit(1));
setTimeout(() => process.exit(1), 1500);
`;

/** Whether a Docker engine answers, decided synchronously so a test file can pick describe or describe.skip. */
export function dockerAnswersSync(): { ok: boolean; socket: string } {
  const socket = process.env.DOCKER_HOST?.replace(/^unix:\/\//, '') ?? '/var/run/docker.sock';
  if (!fs.existsSync(socket)) return { ok: false, socket };
  try {
    execFileSync(process.execPath, ['-e', PING, socket], { stdio: 'ignore', timeout: 3000 });
    return { ok: true, socket };
  } catch {
    return { ok: false, socket };
  }
}
