const swc = {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

/** Unit and integration tests run in parallel; browser suites share one Chromium per file. */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', swc], '\\.md$': '<rootDir>/test/support/raw-text-transform.js' },
  transformIgnorePatterns: ['/node_modules/(?!(altcha-lib)/)'],
  testTimeout: 30000,
  maxWorkers: 2,
};
