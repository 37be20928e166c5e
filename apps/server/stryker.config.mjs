/**
 * Mutation testing of the services that hold the registration, game, friendship and notification
 * rules (`pnpm test:mutation`, not part of `pnpm test`: a run of its 1 057 mutants from scratch
 * takes about 1 h 30 min on two quiet cores), with the integration tests beside them on a real
 * PostgreSQL. `--mutate <files>` runs a part of them; parts add up to the whole score.
 * @type {import("@stryker-mutator/api/core").PartialStrykerOptions}
 */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  // Its globalSetup creates, migrates and drops one database per test runner. Its own config turns
  // isolation back on: without it, per-test coverage cannot tell which tests reach a mutant.
  vitest: { configFile: "vitest.stryker.config.ts" },
  mutate: [
    "src/modules/registrations/service.ts",
    "src/modules/registrations/check-in.ts",
    "src/modules/registrations/approval.ts",
    "src/modules/registrations/answers.ts",
    "src/modules/registrations/places.ts",
    "src/modules/games/service.ts",
    "src/modules/games/visibility.ts",
    "src/modules/games/series.ts",
    "src/modules/friends/service.ts",
    "src/modules/notifications/service.ts",
  ],
  // Each mutant runs only the tests that reached it, not the whole suite.
  coverageAnalysis: "perTest",
  // The first run is the whole suite, isolated, on a busy machine: well past the default 5 minutes.
  dryRunTimeoutMinutes: 30,
  // Two cores: one runner, and PostgreSQL gets the other.
  concurrency: 1,
  // The sandbox sits two levels below the repository root, as apps/server does: db/client.ts and
  // config.ts find the migrations and the repository from their own path. From there tsconfig.json's
  // "../../tsconfig.base.json" is right as it is, so Stryker must not rewrite it (no tsconfigFile).
  tempDirName: "../../.stryker-tmp",
  tsconfigFile: "",
  // Later runs retest only the mutants whose code or covering tests changed (`--force` for all).
  // Safe here: nearly every mutant sits inside a function, where Stryker knows which tests reach it.
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  thresholds: { high: 90, low: 75, break: null },
};
