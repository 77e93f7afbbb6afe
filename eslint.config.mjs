// ESLint flat config: typescript-eslint for every TypeScript file, React hooks rules for web/,
// Node globals for the plain JavaScript scripts. Formatting is Prettier's job (.prettierrc.json).
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
