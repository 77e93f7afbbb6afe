#!/usr/bin/env node
// The code review's structure counts, measured from the source as it stands (issue 28's before and
// after): area names per layer, cross-feature imports and area cycles, large components and inline
// mutations in the web. `npm run structure` prints them; `-- --json` prints them as JSON.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const at = (...p) => join(root, ...p);

const dirs = (p) => (existsSync(at(p)) ? readdirSync(at(p)).filter((n) => statSync(at(p, n)).isDirectory()) : []);
function filesUnder(p, ok) {
  const out = [];
  const walk = (d) => {
    for (const n of readdirSync(d)) {
      const f = join(d, n);
      if (statSync(f).isDirectory()) {
        if (n !== 'node_modules') walk(f);
      } else if (ok(f)) out.push(f);
    }
  };
  if (existsSync(at(p))) walk(at(p));
  return out;
}
const isTest = (f) => /\.test\.tsx?$|test-setup|\/test\//.test(f);

// 1. Area names in each layer. The server's areas are the product's list (issue 28); a folder or file in
// a layer that is not an area (src/projections/paged.ts, src/modules/module.ts) is core.
const serverAreas = [
  'account',
  'analytics',
  'audit',
  'bookings',
  'calendar',
  'catalog',
  'checkout',
  'coupons',
  'credits',
  'customers',
  'dashboard',
  'door-access',
  'email',
  'gift-cards',
  'ledger',
  'loyalty',
  'memberships',
  'messaging',
  'no-show',
  'offers',
  'payments',
  'reminders',
  'sms',
  'staff',
  'support',
  'system',
  'tournaments',
  'users',
  'venues',
  'waitlist',
  'webhooks',
];
const moduleNames = existsSync(at('src/modules'))
  ? readdirSync(at('src/modules'))
      .filter((n) => n.endsWith('.module.ts'))
      .map((n) => n.replace(/\.module\.ts$/, ''))
  : [];
const layers = {
  domain: dirs('src/domain'),
  commands: dirs('src/commands'),
  projections: dirs('src/projections'),
  api: dirs('src/api/routes'),
  workers: dirs('src/workers'),
  contracts: dirs('src/contracts'),
  modules: moduleNames,
  web: dirs('web/src/features'),
  test: dirs('test').filter(
    (n) => !['support', 'e2e', 'foundation', 'hardening', 'ops', 'eventstore', 'harness'].includes(n),
  ),
};
const names = [...new Set(Object.values(layers).flat())].sort();
const inAll = names.filter((n) => Object.values(layers).every((l) => l.includes(n)));
const core = ['domain', 'commands', 'projections', 'api', 'web', 'test'];
const inCore = names.filter((n) => core.every((l) => layers[l].includes(n)));

// Import specifiers of a file, resolved to paths under the repository when they are local.
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specs = [
    ...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((m) => m[1] ?? m[2]);
  return specs
    .map((s) =>
      s.startsWith('@/')
        ? join(root, 'web/src', s.slice(2))
        : s.startsWith('@contracts/')
          ? join(root, 'src/contracts', s.slice('@contracts/'.length))
          : s.startsWith('.')
            ? resolve(dirname(file), s)
            : null,
    )
    .filter(Boolean)
    .map((p) => (existsSync(p) && statSync(p).isDirectory() ? join(p, 'index') : p));
}

// 2. Web features importing other features.
const featureOf = (p) => relative(at('web/src/features'), p).split('/')[0];
const webFiles = filesUnder('web/src', (f) => /\.tsx?$/.test(f) && !isTest(f));
const featurePairs = new Map();
let crossFeatureImports = 0;
for (const f of webFiles.filter((f) => f.startsWith(at('web/src/features') + '/'))) {
  for (const target of importsOf(f)) {
    if (!target.startsWith(at('web/src/features') + '/')) continue;
    const [a, b] = [featureOf(f), featureOf(target)];
    if (a === b) continue;
    crossFeatureImports++;
    featurePairs.set(`${a}->${b}`, (featurePairs.get(`${a}->${b}`) ?? 0) + 1);
  }
}
// Imports the feature boundaries forbid outside the features (eslint.config.mjs, web/feature-boundaries):
// tests crossing features, shared code (lib, components, config) importing a feature, and the app
// reaching a feature other than by its manifest (features/<area>/routes/index.ts).
const allWebFiles = filesUnder('web/src', (f) => /\.tsx?$/.test(f));
let crossFeatureImportsInTests = 0;
let sharedImportsOfFeatures = 0;
let appImportsPastManifests = 0;
for (const f of allWebFiles) {
  const from = relative(at('web/src'), f).split('/');
  for (const target of importsOf(f)) {
    if (!target.startsWith(at('web/src/features') + '/')) continue;
    const to = relative(at('web/src'), target).split('/');
    if (from[0] === 'features') {
      if (isTest(f) && from[1] !== to[1]) crossFeatureImportsInTests++;
    } else if (['lib', 'components', 'config'].includes(from[0])) sharedImportsOfFeatures++;
    else if (from[0] === 'app' && !(to[2] === 'routes' && (to.length === 3 || /^index(\.tsx?)?$/.test(to[3] ?? ''))))
      appImportsPastManifests++;
  }
}
const cyclesOf = (pairs) =>
  [...pairs.keys()]
    .map((k) => k.split('->'))
    .filter(([a, b]) => a < b && pairs.has(`${b}->${a}`))
    .map(([a, b]) => `${a}<->${b}`);

// 3. Server areas importing each other, across layers: an area is the folder after the layer
// (src/domain/<area>/, src/commands/<area>/, src/projections/<area>/, src/workers/<area>/,
// src/api/routes/<area>/, src/contracts/<area>/) or the module file src/modules/<area>.*.ts.
const serverLayers = ['domain', 'commands', 'projections', 'workers', 'contracts'];
const areaOf = (p) => {
  const rel = relative(at('src'), p).split('/');
  let name = null;
  if (serverLayers.includes(rel[0]) && rel.length > 2) name = rel[1];
  else if (rel[0] === 'api' && rel[1] === 'routes' && rel.length > 3) name = rel[2];
  else if (rel[0] === 'modules' && rel.length === 2) name = rel[1].split('.')[0];
  return serverAreas.includes(name) ? name : null;
};
const serverPairs = new Map();
// Imports of another area that go past its folder's index.ts (lint rule server/area-index).
let serverImportsPastIndex = 0;
let serverImportsOfAreas = 0;
for (const f of filesUnder('src', (f) => /\.ts$/.test(f) && !isTest(f))) {
  const a = areaOf(f);
  if (!a) continue;
  for (const target of importsOf(f)) {
    const b = areaOf(target);
    if (!b || b === a || relative(at('src'), target).startsWith('modules/')) {
      if (b && b !== a) serverPairs.set(`${a}->${b}`, (serverPairs.get(`${a}->${b}`) ?? 0) + 1);
      continue;
    }
    serverPairs.set(`${a}->${b}`, (serverPairs.get(`${a}->${b}`) ?? 0) + 1);
    serverImportsOfAreas++;
    if (!/\/index(\.ts)?$/.test(target) || basename(dirname(target)) !== b) serverImportsPastIndex++;
  }
}

// Areas that reach each other through a longer loop (a -> b -> c -> a): strongly connected groups.
function loopsOf(pairs) {
  const next = new Map();
  for (const k of pairs.keys()) {
    const [a, b] = k.split('->');
    next.set(a, [...(next.get(a) ?? []), b]);
  }
  const reach = (from) => {
    const seen = new Set();
    const stack = [from];
    while (stack.length) {
      for (const n of next.get(stack.pop()) ?? []) {
        if (!seen.has(n)) {
          seen.add(n);
          stack.push(n);
        }
      }
    }
    return seen;
  };
  const reached = new Map([...next.keys()].map((a) => [a, reach(a)]));
  const groups = new Set();
  for (const [a, seen] of reached) {
    if (!seen.has(a)) continue;
    groups.add(
      [...seen]
        .filter((b) => reached.get(b)?.has(a))
        .sort()
        .join(' '),
    );
  }
  return [...groups].sort();
}

// 4. React components longer than 150 lines, and 5. inline writes (api.post/put/patch/delete) in .tsx.
const bigComponents = [];
let inlineMutations = 0;
for (const f of webFiles.filter((f) => f.endsWith('.tsx'))) {
  const text = readFileSync(f, 'utf8');
  inlineMutations += [...text.matchAll(/\bapi\.(post|put|patch|delete)\s*[<(]/g)].length;
  const sf = ts.createSourceFile(f, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const lines = (n) =>
    sf.getLineAndCharacterOfPosition(n.getEnd()).line - sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
  const visit = (n) => {
    let name = null;
    if (ts.isFunctionDeclaration(n) && n.name) name = n.name.text;
    else if (
      ts.isVariableDeclaration(n) &&
      ts.isIdentifier(n.name) &&
      n.initializer &&
      (ts.isArrowFunction(n.initializer) || ts.isFunctionExpression(n.initializer))
    )
      name = n.name.text;
    if (name && /^[A-Z]/.test(name) && lines(n) > 150)
      bigComponents.push(`${relative(root, f)}: ${name} (${lines(n)} lines)`);
    ts.forEachChild(n, visit);
  };
  visit(sf);
}

const report = {
  areaNames: names.length,
  areaNamesInEveryLayer: inAll,
  areaNamesInCoreLayers: inCore,
  layers,
  webCrossFeatureImports: crossFeatureImports,
  webFeaturePairs: featurePairs.size,
  webFeatureCycles: cyclesOf(featurePairs),
  webCrossFeatureImportsInTests: crossFeatureImportsInTests,
  webSharedImportsOfFeatures: sharedImportsOfFeatures,
  webAppImportsPastManifests: appImportsPastManifests,
  serverAreaPairs: serverPairs.size,
  serverImportsOfAreas,
  serverImportsPastIndex,
  serverAreaImports: Object.fromEntries([...serverPairs].sort()),
  serverAreaCycles: cyclesOf(serverPairs),
  serverAreaLoops: loopsOf(serverPairs),
  componentsOver150Lines: bigComponents,
  inlineMutations,
};

if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  console.log(`area names across the layers: ${names.length}`);
  console.log(`  in every layer (${Object.keys(layers).join(', ')}): ${inAll.length} ${inAll.join(' ')}`);
  console.log(`  in ${core.join(', ')}: ${inCore.length} ${inCore.join(' ')}`);
  console.log(`web cross-feature imports: ${crossFeatureImports} across ${featurePairs.size} feature pairs`);
  console.log(`  feature cycles: ${report.webFeatureCycles.length} ${report.webFeatureCycles.join(' ')}`);
  console.log(
    `  in tests: ${crossFeatureImportsInTests}; shared code importing a feature: ${sharedImportsOfFeatures}; app past a feature's manifest: ${appImportsPastManifests}`,
  );
  console.log(`server areas importing another area: ${serverPairs.size} pairs`);
  console.log(`  imports of another area: ${serverImportsOfAreas}, past its index.ts: ${serverImportsPastIndex}`);
  console.log(`  area cycles: ${report.serverAreaCycles.length} ${report.serverAreaCycles.join(' ')}`);
  console.log(
    `  areas in a loop of any length: ${report.serverAreaLoops.length} groups ${report.serverAreaLoops.map((g) => `[${g}]`).join(' ')}`,
  );
  console.log(`components over 150 lines: ${bigComponents.length}`);
  for (const c of bigComponents) console.log(`  ${c}`);
  console.log(`inline api.post/put/patch/delete calls in components: ${inlineMutations}`);
}
