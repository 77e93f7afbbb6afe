// ESLint flat config: typescript-eslint for every TypeScript file, React hooks rules for web/,
// Node globals for the plain JavaScript scripts. Formatting is Prettier's job (.prettierrc.json).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const nodeGlobals = Object.fromEntries(
  [
    'process',
    'console',
    'Buffer',
    'URL',
    'URLSearchParams',
    'fetch',
    'setTimeout',
    'clearTimeout',
    'setInterval',
    'clearInterval',
    'setImmediate',
    'globalThis',
    '__dirname',
    '__filename',
    'require',
    'module',
    'exports',
  ].map((name) => [name, 'readonly']),
);

/** Layers point one way (STYLE.md): domain <- commands <- api; projections never reach workers. */
const LAYERS = {
  domain: {
    forbidden: ['commands', 'api', 'projections', 'workers', 'integrations', 'modules', 'db'],
    why: 'The domain is pure: it imports nothing above it.',
  },
  commands: { forbidden: ['api', 'modules'], why: 'Commands never import the HTTP layer or the module wiring.' },
  projections: {
    forbidden: ['workers', 'api', 'commands', 'modules'],
    why: 'Read models never import workers, routes or commands.',
  },
  integrations: {
    forbidden: ['api', 'modules', 'workers'],
    why: 'Provider adapters know nothing of routes, modules or workers.',
  },
};
const layerPattern = (name) => ({
  group: LAYERS[name].forbidden.map((dir) => `**/${dir}/**`),
  message: LAYERS[name].why,
  allowTypeImports: false,
});
const restricted = (patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });
const layer = (name) => ({
  files: [`src/${name}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: restricted([layerPattern(name)]),
});

/**
 * Server areas (issue 28): each area lists the areas it may import, in any layer (src/domain/<area>,
 * src/commands/<area>, src/projections/<area>, src/workers/<area>, src/contracts/<area>,
 * src/api/routes/<area>, src/modules/<area>.*.ts). Core folders (eventstore, lib, db, config,
 * integrations, the top-level files of each layer) are open to all. The core areas (the bay-day and
 * catalog, the paid-order process, payments, users and the SMS pipeline they sign in with) import only core areas; the list has no cycle
 * (checked below), so an import that would close one fails lint.
 */
const CORE_AREAS = ['bookings', 'catalog', 'checkout', 'payments', 'sms', 'users'];
const AREA_DEPENDENCIES = {
  account: ['bookings', 'credits', 'loyalty', 'memberships', 'no-show', 'tabs', 'users'],
  analytics: ['bookings', 'catalog', 'checkout'],
  audit: ['bookings', 'catalog'],
  'bay-screens': ['bookings', 'catalog', 'checkout', 'sms', 'support', 'tabs'],
  bookings: ['catalog', 'checkout', 'users'],
  calendar: ['bookings', 'catalog'],
  catalog: [],
  checkout: ['catalog', 'payments', 'sms'],
  coupons: ['catalog', 'checkout'],
  credits: ['bookings', 'checkout', 'users'],
  customers: ['bookings', 'credits', 'gift-cards', 'loyalty', 'memberships', 'payments', 'users', 'waivers'],
  dashboard: ['bookings', 'catalog', 'system'],
  'door-access': ['bookings', 'webhooks'],
  email: [],
  'gift-cards': ['checkout', 'sms'],
  ledger: ['checkout'],
  loyalty: ['credits'],
  memberships: ['bookings', 'catalog', 'checkout', 'credits', 'payments', 'sms'],
  messaging: ['catalog', 'sms', 'support', 'system', 'tournaments', 'users'],
  'no-show': ['bookings', 'catalog', 'checkout', 'payments'],
  offers: ['checkout', 'credits'],
  payments: ['catalog', 'users'],
  reminders: ['catalog', 'door-access', 'sms'],
  sms: [],
  staff: ['catalog', 'sms', 'users'],
  support: ['sms', 'users'],
  system: ['catalog', 'ledger', 'sms', 'users'],
  tabs: ['bookings', 'checkout', 'payments'],
  tournaments: ['bookings', 'catalog', 'checkout', 'payments'],
  users: ['sms'],
  venues: ['users'],
  waitlist: ['bookings', 'catalog', 'checkout', 'sms'],
  waivers: [],
  webhooks: [],
};
/**
 * Imports that go against the list above and are still in the code (each closes a cycle or has a core
 * area import a leaf): tolerated until moved, never to be added to. None left: keep it empty.
 */
const PENDING_AREA_IMPORTS = {};

function checkAreaDependencies() {
  const areas = Object.keys(AREA_DEPENDENCIES);
  for (const [a, deps] of Object.entries({ ...AREA_DEPENDENCIES, ...PENDING_AREA_IMPORTS }))
    for (const b of deps)
      if (!areas.includes(b)) throw new Error(`eslint.config.mjs: ${a} depends on unknown area ${b}`);
  for (const a of CORE_AREAS)
    for (const b of AREA_DEPENDENCIES[a])
      if (!CORE_AREAS.includes(b)) throw new Error(`eslint.config.mjs: core area ${a} may not depend on ${b}`);
  const state = new Map();
  const visit = (a, path) => {
    if (state.get(a) === 'done') return;
    if (state.get(a) === 'open') throw new Error(`eslint.config.mjs: area cycle ${[...path, a].join(' -> ')}`);
    state.set(a, 'open');
    for (const b of AREA_DEPENDENCIES[a]) visit(b, [...path, a]);
    state.set(a, 'done');
  };
  for (const a of areas) visit(a, []);
}
checkAreaDependencies();

const AREA_LAYERS = ['domain', 'commands', 'projections', 'workers', 'contracts', 'api/routes'];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const layersRe = AREA_LAYERS.map(escape).join('|');
/** An import of area `b`: a sibling folder in the same layer, its folder in another layer, or its module file. */
const areaImport = (b) =>
  [
    String.raw`^\.\./${escape(b)}(?:/|$)`,
    String.raw`^(?:\.\./)+(?:${layersRe})/${escape(b)}(?:/|$)`,
    String.raw`^(?:\./|(?:\.\./)+modules/)${escape(b)}\.[a-z]+$`,
  ].join('|');
function areaRules() {
  const out = [];
  for (const [a, deps] of Object.entries(AREA_DEPENDENCIES)) {
    const allowed = new Set([a, ...deps, ...(PENDING_AREA_IMPORTS[a] ?? [])]);
    const forbidden = Object.keys(AREA_DEPENDENCIES).filter((b) => !allowed.has(b));
    const areaPattern = forbidden.length
      ? [
          {
            regex: forbidden.map(areaImport).join('|'),
            message: `The ${a} area may import only ${[...deps].join(', ') || 'core folders'} (AREA_DEPENDENCIES in eslint.config.mjs): use an event, a module slot or a contract instead.`,
            allowTypeImports: false,
          },
        ]
      : [];
    for (const l of AREA_LAYERS) {
      const layerName = l.split('/')[0];
      out.push({
        files: [`src/${l}/${a}/**/*.ts`],
        ignores: ['**/*.test.ts'],
        rules: restricted([...(LAYERS[layerName] ? [layerPattern(layerName)] : []), ...areaPattern]),
      });
    }
    out.push({ files: [`src/modules/${a}.*.ts`], ignores: ['**/*.test.ts'], rules: restricted(areaPattern) });
  }
  return out.filter((c) => c.rules['@typescript-eslint/no-restricted-imports'][1].patterns.length);
}

/**
 * The web app's feature boundaries (issue 28): a feature (web/src/features/<area>) imports only itself,
 * @/components, @/lib, @/config, @/testing and @contracts; web/src/app reaches a feature only through
 * its manifest (features/<area>/routes/index.ts); lib, components and config import no feature. The
 * import is resolved from the file, so relative specifiers ('../../other/api/x') count as well as '@/'
 * ones; a pattern of no-restricted-imports cannot tell how far up a relative one goes.
 */
const webSrc = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web/src');
const featureBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature:
        "Feature '{{own}}' imports feature '{{other}}': move the shared piece to @/components or @/lib, or let the app pass the widget in (@/lib/slots).",
      appThroughManifest:
        "The app reaches feature '{{other}}' only through its manifest (@/features/{{other}}/routes).",
      sharedImportsFeature:
        "Shared code ({{own}}) imports feature '{{other}}': shared code never depends on a feature.",
    },
  },
  create(context) {
    const file = context.filename;
    const from = path.relative(webSrc, file).split(path.sep);
    if (from[0] === '..') return {};
    const own = from[0] === 'features' ? from[1] : null;
    const check = (source) => {
      const spec = source?.value;
      if (typeof spec !== 'string') return;
      const target = spec.startsWith('@/')
        ? path.join(webSrc, spec.slice(2))
        : spec.startsWith('.')
          ? path.resolve(path.dirname(file), spec)
          : null;
      if (!target) return;
      const to = path.relative(webSrc, target).split(path.sep);
      if (to[0] !== 'features' || !to[1] || to[1] === own) return;
      const data = { own: own ?? from[0], other: to[1] };
      if (own) context.report({ node: source, messageId: 'crossFeature', data });
      else if (from[0] === 'app') {
        const manifest = to[2] === 'routes' && (to.length === 3 || (to.length === 4 && /^index(\.tsx?)?$/.test(to[3])));
        if (!manifest) context.report({ node: source, messageId: 'appThroughManifest', data });
      } else if (['lib', 'components', 'config'].includes(from[0]))
        context.report({ node: source, messageId: 'sharedImportsFeature', data });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * An area's door (issue 28): code in one area (src/<layer>/<area>/**, src/modules/<area>.*.ts) reaches
 * another area's folder only through that folder's index.ts, which lists what the area offers. The
 * import is resolved from the file, like the web rule above. `node scripts/area-barrels.mjs` writes
 * the missing exports and rewrites deep imports.
 */
const serverSrc = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const SERVER_LAYERS = ['domain', 'commands', 'projections', 'workers', 'contracts', 'api/routes'];
function serverAreaOf(file) {
  const r = path.relative(serverSrc, file).split(path.sep).join('/');
  if (r.startsWith('..')) return null;
  for (const l of SERVER_LAYERS) {
    if (!r.startsWith(l + '/')) continue;
    const rest = r.slice(l.length + 1).split('/');
    return rest.length < 2 ? null : { layer: l, area: rest[0], inner: rest.slice(1).join('/') };
  }
  const m = r.match(/^modules\/([a-z-]+)\.[^/]+\.ts$/);
  return m ? { layer: 'modules', area: m[1], inner: null } : null;
}
const areaIndex = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      deepImport:
        "The {{own}} area reaches into {{layer}}/{{other}}/{{inner}}: import it from the folder's index.ts ('{{folder}}'), exporting it there if the {{other}} area offers it.",
    },
  },
  create(context) {
    const file = context.filename;
    const own = serverAreaOf(file);
    if (!own) return {};
    const check = (source) => {
      const spec = source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(file), spec);
      const rel = path.relative(serverSrc, target).split(path.sep).join('/');
      const layer = SERVER_LAYERS.find((l) => rel.startsWith(l + '/'));
      if (!layer) return;
      const [other, ...inner] = rel.slice(layer.length + 1).split('/');
      if (other === own.area || !inner.length || (inner.length === 1 && /^index(\.[jt]s)?$/.test(inner[0]))) return;
      const folder = path
        .relative(path.dirname(file), path.join(serverSrc, layer, other))
        .split(path.sep)
        .join('/');
      context.report({
        node: source,
        messageId: 'deepImport',
        data: {
          own: own.area,
          other,
          layer,
          inner: inner.join('/'),
          folder: folder.startsWith('.') ? folder : './' + folder,
        },
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: ['node_modules/**', 'dist/**', 'web/dist/**', '.data/**', 'coverage/**', 'test-artifacts/**', '**/*.d.ts'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      'no-constant-condition': ['error', { checkLoops: false }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: nodeGlobals, sourceType: 'module' },
  },
  {
    files: ['**/*.cjs', 'jest.config.js', 'test/harness/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat['recommended-latest'].rules,
  },
  {
    files: ['web/src/**/*.ts', 'web/src/**/*.tsx'],
    plugins: { web: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'web/feature-boundaries': 'error' },
  },
  {
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { server: { rules: { 'area-index': areaIndex } } },
    rules: { 'server/area-index': 'error' },
  },
  layer('domain'),
  layer('commands'),
  layer('projections'),
  layer('integrations'),
  ...areaRules(),
  {
    // No mutable state at module scope in the server (DESIGN.md): registries and caches belong to the
    // app context, so two apps in one process (tests, several venues) never share them.
    files: ['src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > VariableDeclaration[kind="let"], Program > ExportNamedDeclaration > VariableDeclaration[kind="let"]',
          message: 'No mutable state at module scope: keep it in the app context.',
        },
        {
          selector:
            ':matches(Program, Program > ExportNamedDeclaration) > VariableDeclaration > VariableDeclarator[init.type="NewExpression"][init.callee.name=/^(Map|Set|WeakMap|WeakSet|Array)$/]:not([id.typeAnnotation.typeAnnotation.typeName.name=/^Readonly/])',
          message:
            'No mutable collection at module scope: keep it in the app context (a constant set is typed ReadonlySet).',
        },
      ],
    },
  },
  {
    // Tests and their helpers may assert on loosely typed bodies.
    files: ['test/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
