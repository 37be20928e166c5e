import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

/**
 * Stryker maps each test to the mutants it reaches and reruns only those tests: that needs each
 * file in its own module graph, so mutation runs keep vitest's isolation that the suite turns off.
 * The services' rules are judged by the module tests beside them; the app-wide files (chaos,
 * fuzz, the authorization matrix over every procedure) test processes and wiring, and would take
 * most of a run's hours for mutants those module tests already reach.
 */
export default mergeConfig(base, defineConfig({ test: { isolate: true, exclude: ["src/app-*.test.ts", "**/node_modules/**"] } }));
