#!/usr/bin/env node
// Gives every area folder an index.ts and sends other areas through it (issue 28, item 3): for each
// import in src/ whose file is in one area and whose target is a file inside another area's folder
// (src/<layer>/<area>/...), the target's names are exported from src/<layer>/<area>/index.ts and the
// import is rewritten to the folder. An existing index.ts keeps its exports and gains the missing ones.
// The lint rule `server/area-index` (eslint.config.mjs) keeps it that way. Usage:
//   node scripts/area-barrels.mjs [--dry]
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

const ts = createRequire(import.meta.url)('typescript');
const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const src = join(root, 'src');
const dry = process.argv.includes('--dry');
const LAYERS = ['domain', 'commands', 'projections', 'workers', 'contracts', 'api/routes'];

function walk(d, out = []) {
  for (const n of readdirSync(d)) {
    const f = join(d, n);
    if (statSync(f).isDirectory()) walk(f, out);
    else if (/\.ts$/.test(n) && !/\.test\.ts$/.test(n)) out.push(f);
  }
  return out;
}
const posix = (p) => p.split(sep).join('/');

/** The area a file belongs to: { layer, area, folder } for src/<layer>/<area>/..., or the module file's area. */
function areaOf(file) {
  const r = posix(relative(src, file));
  for (const l of LAYERS) {
    if (!r.startsWith(l + '/')) continue;
    const rest = r.slice(l.length + 1).split('/');
    if (rest.length < 2) return null;
    return { layer: l, area: rest[0], folder: join(src, l, rest[0]) };
  }
  const m = r.match(/^modules\/([a-z-]+)\.[a-z.]+\.ts$/);
  return m ? { layer: 'modules', area: m[1], folder: null } : null;
}

function resolveSpec(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const e of ['.ts', '/index.ts']) if (existsSync(base + e)) return base + e;
  return null;
}

const files = walk(src);
/** folder -> Map(targetFile -> { values:Set, types:Set, star:Set(alias) }) */
const wanted = new Map();
/** file -> [{ start, end, folder }] specifier spans to rewrite */
const edits = new Map();
const problems = [];

for (const file of files) {
  const own = areaOf(file);
  if (!own) continue;
  const text = readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    let specNode = null;
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
      specNode = node.moduleSpecifier;
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      specNode = node.arguments[0];
    if (specNode && ts.isStringLiteral(specNode)) handle(node, specNode);
    ts.forEachChild(node, visit);
  };
  const handle = (node, specNode) => {
    const target = resolveSpec(file, specNode.text);
    if (!target) return;
    const other = areaOf(target);
    if (!other || other.layer === 'modules' || other.area === own.area) return;
    if (posix(relative(other.folder, target)) === 'index.ts') return;
    const byFile = wanted.get(other.folder) ?? new Map();
    wanted.set(other.folder, byFile);
    const w = byFile.get(target) ?? { values: new Set(), types: new Set(), star: new Set() };
    byFile.set(target, w);
    if (ts.isImportDeclaration(node)) {
      const c = node.importClause;
      if (!c) {
        problems.push(`${relative(root, file)}: side-effect import of ${specNode.text}`);
        return;
      }
      if (c.name) {
        problems.push(`${relative(root, file)}: default import of ${specNode.text}`);
        return;
      }
      const b = c.namedBindings;
      if (b && ts.isNamespaceImport(b)) {
        const alias = w.namespace ?? b.name.text;
        w.namespace = alias;
        const list = edits.get(file) ?? [];
        // `import * as x from '<file>'` becomes `import { alias as x } from '<folder>'`.
        list.push({
          start: c.getStart(sf),
          end: c.getEnd(),
          text: alias === b.name.text ? `{ ${alias} }` : `{ ${alias} as ${b.name.text} }`,
        });
        list.push({ start: specNode.getStart(sf) + 1, end: specNode.getEnd() - 1, folder: other.folder });
        edits.set(file, list);
        return;
      }
      for (const el of b?.elements ?? []) {
        const name = (el.propertyName ?? el.name).text;
        (c.isTypeOnly || el.isTypeOnly ? w.types : w.values).add(name);
      }
    } else if (ts.isExportDeclaration(node)) {
      if (!node.exportClause) w.all = true;
      for (const el of node.exportClause?.elements ?? []) {
        const name = (el.propertyName ?? el.name).text;
        (node.isTypeOnly || el.isTypeOnly ? w.types : w.values).add(name);
      }
    } else {
      {
        problems.push(`${relative(root, file)}: import() of ${specNode.text}; import the area's index instead`);
        return;
      }
    }
    const list = edits.get(file) ?? [];
    list.push({ start: specNode.getStart(sf) + 1, end: specNode.getEnd() - 1, folder: other.folder });
    edits.set(file, list);
  };
  visit(sf);
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

/** Names an index.ts already exports (by any form), so they are not added twice. */
function exportedBy(indexFile) {
  if (!existsSync(indexFile)) return new Set();
  const sf = ts.createSourceFile(indexFile, readFileSync(indexFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const names = new Set();
  for (const s of sf.statements) {
    if (ts.isExportDeclaration(s) && s.exportClause && ts.isNamedExports(s.exportClause))
      for (const el of s.exportClause.elements) names.add(el.name.text);
    else if (ts.canHaveModifiers(s) && ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
      if (s.name) names.add(s.name.text);
      if (ts.isVariableStatement(s)) for (const d of s.declarationList.declarations) names.add(d.name.text);
    }
  }
  return names;
}

let indexes = 0;
for (const [folder, byFile] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
  const indexFile = join(folder, 'index.ts');
  const had = existsSync(indexFile);
  const already = exportedBy(indexFile);
  const seen = new Map();
  const lines = [];
  for (const [target, w] of [...byFile].sort(([a], [b]) => a.localeCompare(b))) {
    const spec =
      './' +
      posix(relative(folder, target))
        .replace(/\.ts$/, '')
        .replace(/\/index$/, '');
    // A name two files export is one file re-exporting the other's: the index exports it once
    // (the type check catches it if they were ever different things).
    const fresh = (n) => !already.has(n) && !(seen.has(n) && seen.get(n) !== target);
    const values = [...w.values].filter(fresh).sort();
    const types = [...w.types].filter((n) => !w.values.has(n) && fresh(n)).sort();
    for (const n of [...values, ...types]) seen.set(n, target);
    if (w.all) lines.push(`export * from '${spec}';`);
    if (w.namespace) lines.push(`export * as ${w.namespace} from '${spec}';`);
    if (!w.all && values.length) lines.push(`export { ${values.join(', ')} } from '${spec}';`);
    if (!w.all && types.length) lines.push(`export type { ${types.join(', ')} } from '${spec}';`);
  }
  if (!lines.length) continue;
  indexes++;
  const area = posix(relative(src, folder));
  const head = had
    ? readFileSync(indexFile, 'utf8').trimEnd() + '\n\n// What other areas use (scripts/area-barrels.mjs).\n'
    : `// The ${area} folder's door: other areas import only what is exported here (lint rule server/area-index).\n`;
  if (dry) console.log(`${relative(root, indexFile)}${had ? ' (extended)' : ''}:\n  ${lines.join('\n  ')}`);
  else writeFileSync(indexFile, head + lines.join('\n') + '\n');
}

let rewritten = 0;
for (const [file, list] of edits) {
  let text = readFileSync(file, 'utf8');
  for (const e of [...list].sort((a, b) => b.start - a.start)) {
    if (e.text !== undefined) {
      text = text.slice(0, e.start) + e.text + text.slice(e.end);
      continue;
    }
    let spec = posix(relative(dirname(file), e.folder));
    if (!spec.startsWith('.')) spec = './' + spec;
    text = text.slice(0, e.start) + spec + text.slice(e.end);
    rewritten++;
  }
  if (!dry) writeFileSync(file, text);
}
console.log(
  `${indexes} index files written, ${rewritten} imports in ${edits.size} files sent through them${dry ? ' (dry run)' : ''}`,
);
