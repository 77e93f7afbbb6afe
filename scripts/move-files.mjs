#!/usr/bin/env node
// Moves files or folders and rewrites every import that points at them (relative, `@/` and
// `@contracts/` specifiers, `import()`, `require()` and `jest.mock()`), so an area can change its
// folder in one step. Usage: node scripts/move-files.mjs moves.json, where moves.json is a list of
// [from, to] pairs (repository-relative; a folder moves everything under it). `--dry` prints the plan.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const dry = process.argv.includes('--dry');
const pairs = JSON.parse(readFileSync(process.argv.filter((a) => !a.startsWith('--'))[2], 'utf8'));

function walk(d, out = []) {
  for (const n of readdirSync(d)) {
    if (n === 'node_modules' || n === 'dist' || n.startsWith('.')) continue;
    const f = join(d, n);
    if (statSync(f).isDirectory()) walk(f, out);
    else out.push(f);
  }
  return out;
}
const all = ['src', 'test', 'web/src', 'web/vite.config.ts', 'scripts', 'migrations', 'bench']
  .map((p) => join(root, p))
  .filter(existsSync)
  .flatMap((p) => (statSync(p).isDirectory() ? walk(p) : [p]));

// old absolute path -> new absolute path
const moved = new Map();
for (const [from, to] of pairs) {
  const a = join(root, from);
  const b = join(root, to);
  if (!existsSync(a)) throw new Error(`nothing at ${from}`);
  if (statSync(a).isDirectory()) {
    for (const f of walk(a)) moved.set(f, join(b, relative(a, f)));
  } else moved.set(a, b);
}
for (const [, b] of moved) if (existsSync(b) && !moved.has(b)) throw new Error(`${relative(root, b)} exists`);

const exts = ['', '.ts', '.tsx', '.js', '.mjs', '.cjs', '/index.ts', '/index.tsx', '/index.js'];
function resolveSpec(fromFile, spec) {
  let base;
  if (spec.startsWith('@/')) base = join(root, 'web/src', spec.slice(2));
  else if (spec.startsWith('@contracts/')) base = join(root, 'src/contracts', spec.slice('@contracts/'.length));
  else if (spec.startsWith('.')) base = resolve(dirname(fromFile), spec);
  else return null;
  for (const e of exts) {
    const f = base + e;
    if (existsSync(f) && statSync(f).isFile()) return { file: f, ext: e };
  }
  return null;
}
const now = (f) => moved.get(f) ?? f;

function newSpec(fromNew, spec, target) {
  const targetNew = now(target.file);
  // Keep the specifier's own shape: no extension, an index folder, or an explicit file name.
  let path = targetNew;
  if (target.ext.startsWith('/index')) path = dirname(targetNew);
  else if (target.ext) path = targetNew.slice(0, -target.ext.length);
  if (spec.startsWith('@/') && path.startsWith(join(root, 'web/src') + '/'))
    return '@/' + relative(join(root, 'web/src'), path);
  if (spec.startsWith('@contracts/') && path.startsWith(join(root, 'src/contracts') + '/'))
    return '@contracts/' + relative(join(root, 'src/contracts'), path);
  let r = relative(dirname(fromNew), path);
  if (!r.startsWith('.')) r = './' + r;
  return r;
}

const specRe =
  /(\bfrom\s+|\bimport\s*\(\s*|\brequire\s*\(\s*|\bjest\.(?:mock|requireActual|unstable_mockModule)\s*\(\s*|^\s*import\s+|\bexport\s+\*\s+from\s+)(['"])([^'"\n]+)\2/gm;
let changedFiles = 0;
for (const file of all.filter((f) => /\.(ts|tsx|mjs|js|cjs)$/.test(f))) {
  const text = readFileSync(file, 'utf8');
  const fromNew = now(file);
  const out = text.replace(specRe, (m, pre, q, spec) => {
    const target = resolveSpec(file, spec);
    if (!target) return m;
    if (!moved.has(target.file) && !moved.has(file)) return m;
    const s = newSpec(fromNew, spec, target);
    return s === spec ? m : `${pre}${q}${s}${q}`;
  });
  if (out !== text) {
    changedFiles++;
    if (!dry) writeFileSync(file, out);
  }
}
for (const [a, b] of moved) {
  if (dry) console.log(`${relative(root, a)} -> ${relative(root, b)}`);
  else {
    mkdirSync(dirname(b), { recursive: true });
    execFileSync('git', ['mv', a, b], { cwd: root });
  }
}
console.log(`${moved.size} files moved, imports rewritten in ${changedFiles} files${dry ? ' (dry run)' : ''}`);
