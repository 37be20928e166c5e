import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config";

// Stryker maps each test to the mutants it reaches and reruns only those tests: that needs each
// file in its own module graph, so mutation runs keep vitest's isolation that the suite turns off.
export default mergeConfig(base, defineConfig({ test: { isolate: true } }));
