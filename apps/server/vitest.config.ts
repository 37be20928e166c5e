import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "src/**/*.test.ts"],
    // One PostgreSQL database for the whole run: created and migrated once, dropped after.
    globalSetup: ["./test/support/global-setup.ts"],
    // Two cores here, and every file shares that database: run files one after another.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
