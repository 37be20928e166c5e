/**
 * Mutation testing of the contracts (`pnpm test:mutation`, not part of `pnpm test`; about eight minutes on two cores):
 * every schema, constant and rule the web and the server share, against this package's own tests.
 * @type {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  vitest: { configFile: "vitest.config.ts" },
  mutate: ["src/**/*.ts", "!src/**/*.test.ts"],
  // Each mutant runs only the tests that reached it.
  coverageAnalysis: "perTest",
  // Two cores on these machines.
  concurrency: 2,
  // No incremental mode: most mutants here sit in schemas built when the module loads ("static"),
  // which Stryker cannot tie to tests, so it would reuse their old results after tests change.
  // A full run (about 2 800 mutants) takes about eight minutes.
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  thresholds: { high: 90, low: 75, break: null },
};
