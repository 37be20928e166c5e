import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    // One PostgreSQL database for the whole run: created and migrated once, dropped after.
    globalSetup: ["./test-support/global-setup.ts"],
    // Two cores here, and every file shares that database: run files one after another.
    fileParallelism: false,
    // And in one process: the server's modules are imported once for the run, not again for each
    // file (about 3 s a file, some four minutes in all). Each file still builds its own app and
    // closes it; nothing is mocked, and test-support keeps its counters unique across files.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // better-auth warns on every refused password or unknown address, which the error tests do on
    // purpose: drop those warnings, keep its errors.
    // ("WARN" and the tag may be wrapped in colour codes, hence the \S*).
    onConsoleLog: (log) => !/WARN\S*\s+\S*\[Better Auth\]/.test(log),
  },
});
