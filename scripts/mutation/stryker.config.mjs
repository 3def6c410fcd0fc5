// Mutation testing of the pure logic: the machines and the domain. Run with `npm run test:mutation`
// (not part of `npm test`: it re-runs the unit tests once per mutant and takes several minutes).
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'scripts/mutation/vitest.config.ts' },
  mutate: ['machines/**/*.ts', 'src/domain/**/*.ts', '!**/*.test.ts'],
  coverageAnalysis: 'perTest',
  concurrency: 2,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
  tempDirName: '.stryker-tmp',
};
