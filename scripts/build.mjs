// Compiles the server to dist/ and the web app to web/dist/, skipping either when it is up to date.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dirs) {
  let newest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const st = fs.statSync(p);
    if (st.isDirectory()) {
      if (/node_modules|dist$/.test(p)) return;
      for (const f of fs.readdirSync(p)) walk(path.join(p, f));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

function stamp(file) {
  const p = path.join(root, file);
  return fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0;
}

export function build({ force = false } = {}) {
  const lockTime = stamp('package-lock.json');
  const serverSrc = Math.max(
    newestMtime(['src', 'migrations']),
    stamp('tsconfig.json'),
    stamp('tsconfig.build.json'),
    lockTime,
  );
  if (force || serverSrc > stamp('dist/.built')) {
    console.log('Building server...');
    execSync('npx tsc -p tsconfig.build.json', { cwd: root, stdio: 'inherit' });
    fs.writeFileSync(path.join(root, 'dist/.built'), new Date().toISOString());
  }
  if (fs.existsSync(path.join(root, 'web/index.html'))) {
    const webSrc = Math.max(newestMtime(['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public']), lockTime);
    if (force || webSrc > stamp('web/dist/.built')) {
      console.log('Building web app...');
      execSync('npx vite build --config web/vite.config.ts', { cwd: root, stdio: 'inherit' });
      fs.writeFileSync(path.join(root, 'web/dist/.built'), new Date().toISOString());
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build({ force: process.argv.includes('--force') });
