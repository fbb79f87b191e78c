const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const base = {
  testEnvironment: 'node',
  // jest's runtime, each module compiled once a worker (docs/decisions/043-test-modules-compiled-once-a-worker.md).
  runtime: '<rootDir>/test/support/compile-cache-runtime.cjs',
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc] },
  transformIgnorePatterns: ['/node_modules/(?!(altcha-lib)/)'],
};

/**
 * The integration tests' server renders with React's production build, as the site does in
 * production (NODE_ENV=production): the development build captures a stack for every element it
 * makes, a quarter of a page test's time. Components keep the development build and its
 * warnings in the unit project, and the browser projects load the production bundle.
 */
const productionReact = {
  '^react$': '<rootDir>/node_modules/react/cjs/react.production.js',
  '^react/jsx-runtime$': '<rootDir>/node_modules/react/cjs/react-jsx-runtime.production.js',
  '^react-dom$': '<rootDir>/node_modules/react-dom/cjs/react-dom.production.js',
  '^react-dom/server$': '<rootDir>/node_modules/react-dom/cjs/react-dom-server.node.production.js',
};

/** One Chromium of each kind for all the files of the projects that use it (test/support/browser.ts). */
const chromium = {
  globalSetup: '<rootDir>/test/support/chromium-start.ts',
  globalTeardown: '<rootDir>/test/support/chromium-stop.ts',
};

/**
 * The support request in Chromium starts Request Tracker and clamd, as the processes tests do, and
 * runs with them (on a Chromium of its own): the two lanes of `npm test` then hold about the same work.
 */
const SUPPORT_E2E = '/test/e2e/support-request.e2e.test.ts';

/**
 * Five projects, by what a test needs (see test/README.md). `npm run test:fast` runs unit and
 * integration, with three workers: their tests wait on sockets, mail servers and timers, and a third
 * worker fills that time (on this 2-core machine: 65 s against 75 s with two and 67 s with four);
 * `npm test` runs all five. The browser and layout projects share one Chromium of each kind per run
 * (docs/decisions/013-test-chromium.md).
 */
const project = (displayName, testMatch, extra = {}) => ({ ...base, displayName, testMatch, ...extra });

module.exports = {
  projects: [
    // Component tests pick jsdom with a `@jest-environment jsdom` docblock; the rest run in Node.
    project('unit', ['<rootDir>/test/unit/**/*.test.{ts,tsx}'], { setupFiles: ['<rootDir>/test/support/jsdom-globals.ts'] }),
    project('integration', ['<rootDir>/test/integration/**/*.test.ts'], { moduleNameMapper: productionReact }),
    project('browser', ['<rootDir>/test/e2e/**/*.test.ts'], {
      ...chromium,
      testPathIgnorePatterns: ['/node_modules/', '/test/e2e/layout-', SUPPORT_E2E],
    }),
    project('layout', ['<rootDir>/test/e2e/layout-*.test.ts'], chromium),
    project('processes', [
      '<rootDir>/test/processes/**/*.test.ts',
      '<rootDir>/test/faults/**/*.test.ts',
      `<rootDir>${SUPPORT_E2E}`,
    ]),
  ],
  // A project's own testTimeout is not applied when the projects run together; this one is.
  testTimeout: 30000,
  maxWorkers: 2,
  testSequencer: '<rootDir>/test/support/walks-first.cjs',
};
