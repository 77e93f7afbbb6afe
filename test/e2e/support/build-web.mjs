import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const WEB_DIST = path.join(root, 'web/dist');

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

/** Builds web/dist with Vite unless it is newer than every web source (same stamp as scripts/build.mjs). */
export function ensureWebBuilt() {
  const sources = Math.max(
    ...['web/src', 'src/contracts', 'web/index.html', 'web/vite.config.ts', 'web/public', 'package-lock.json'].map(
      (p) => newest(path.join(root, p)),
    ),
  );
  const stamp = path.join(WEB_DIST, '.built');
  if (fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs >= sources && fs.existsSync(path.join(WEB_DIST, 'index.html')))
    return;
  execFileSync(
    'flock',
    [
      '/tmp/golf-web-build.lock',
      process.execPath,
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      'web/vite.config.ts',
      '--logLevel',
      'warn',
    ],
    {
      cwd: root,
      // jest sets NODE_ENV=test, which would make Vite bundle React's development build.
      env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      stdio: 'inherit',
    },
  );
  fs.writeFileSync(stamp, new Date().toISOString());
}
