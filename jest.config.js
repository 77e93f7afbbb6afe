/** @type {import('jest').Config} */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.json', isolatedModules: true, diagnostics: false }];
const webTsJest = ['ts-jest', { tsconfig: 'web/tsconfig.json', isolatedModules: true, diagnostics: false }];

module.exports = {
  // jest 30 reads testTimeout only at the top level, not per project.
  testTimeout: 60000,
  // A library timer (seen after the payments suites) can outlive the test run; never let it hang CI.
  forceExit: true,
  // Every test file has its own database, Redis prefix, port and browser, so files run side by side.
  // Jest's default on a 2-core machine is one worker (in band), which makes the run the sum of every
  // file's waits; two workers overlap those waits. A worker that grew past the limit is replaced, so
  // what one file left running never slows the files after it.
  maxWorkers: Number(process.env.JEST_WORKERS ?? 2),
  workerIdleMemoryLimit: '1GB',
  // Known slow files first (a fresh clone has no timing cache): see the sequencer.
  testSequencer: '<rootDir>/test/harness/slowest-first-sequencer.js',
  reporters: ['default', '<rootDir>/test/harness/summary-reporter.js'],
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/src', '<rootDir>/test'],
      testMatch: ['**/*.unit.test.ts', '**/*.int.test.ts'],
      transform: { '^.+\\.ts$': tsJest },
      globalSetup: '<rootDir>/test/harness/global-setup.mjs',
      globalTeardown: '<rootDir>/test/harness/global-teardown.mjs',
    },
    {
      displayName: 'web',
      // jsdom with Node's fetch, streams and BroadcastChannel, which request handlers (MSW) need.
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.tsx', '**/*.test.ts'],
      transform: { '^.+\\.tsx?$': webTsJest },
      moduleNameMapper: {
        '\\.(css|svg|png)$': '<rootDir>/test/harness/style-mock.js',
        '^@/(.*)$': '<rootDir>/web/src/$1',
        '^@contracts/(.*)$': '<rootDir>/src/contracts/$1',
      },
      setupFilesAfterEnv: ['<rootDir>/web/src/test-setup.ts'],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/test'],
      testMatch: ['**/*.e2e.test.ts'],
      transform: { '^.+\\.ts$': tsJest },
      globalSetup: '<rootDir>/test/e2e/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/harness/global-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/timeout.ts'],
    },
  ],
};
