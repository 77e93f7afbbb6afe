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
const layer = (files, forbidden, why) => ({
  files,
  ignores: ['**/*.test.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ group: forbidden.map((dir) => `**/${dir}/**`), message: why, allowTypeImports: false }] },
    ],
  },
});

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
  layer(
    ['src/domain/**/*.ts'],
    ['commands', 'api', 'projections', 'workers', 'integrations', 'modules', 'db'],
    'The domain is pure: it imports nothing above it.',
  ),
  layer(['src/commands/**/*.ts'], ['api', 'modules'], 'Commands never import the HTTP layer or the module wiring.'),
  layer(
    ['src/projections/**/*.ts'],
    ['workers', 'api', 'commands', 'modules'],
    'Read models never import workers, routes or commands.',
  ),
  layer(
    ['src/integrations/**/*.ts'],
    ['api', 'modules', 'workers'],
    'Provider adapters know nothing of routes, modules or workers.',
  ),
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
