import { readdirSync } from "node:fs";
import js from "@eslint/js";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundariesConfig } from "./eslint/boundaries.js";

/** Import boundaries (DESIGN.md §9): enforced here, not by hope. */
const contractsBoundary = {
  files: ["packages/contracts/src/**/*.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: ["@escouade/server*", "@escouade/web*", "**/apps/**"], message: "contracts imports nothing from the apps." },
          { group: ["node:*", "fs", "path", "drizzle-orm*", "better-auth*", "fastify*", "postgres"], message: "contracts is bundled by the web: nothing server-only." },
        ],
      },
    ],
  },
};

const FEATURES = readdirSync(new URL("./apps/web/src/features", import.meta.url));
// A feature may use the design system, lib/, and the public components another feature exposes
// for composition (the install button, the app shell); never another feature's hooks or forms.
const SHARED_COMPONENTS = ["pwa/install-app-button.tsx"];
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: `^@/features/(?!${feature}/)(?!${SHARED_COMPONENTS.map((c) => c.replace(".", "\\.")).join("|")}$)`,
            message: "Features do not reach into each other: move shared code to lib/ or components/.",
          },
          { regex: "^\\.\\./", message: "Use the @/ alias to leave a feature folder." },
        ],
      },
    ],
  },
}));

const webNeverImportsServerCode = {
  files: ["apps/web/src/**/*.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      { patterns: [{ group: ["@escouade/server*"], message: "The web may only import the server's types.", allowTypeImports: true }] },
    ],
  },
};

export default tseslint.config(
  { ignores: ["**/dist/**", "**/dist-*/**", "**/node_modules/**", "**/routeTree.gen.ts", "**/.turbo/**", "drizzle/**", "**/dev-dist/**", "**/test-results/**", "**/playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  { files: ["scripts/**", "**/scripts/**", "apps/server/src/seed/run.ts", "bench/**", "**/test-support/**"], rules: { "no-console": "off" } },
  contractsBoundary,
  ...featureBoundaries,
  webNeverImportsServerCode,
  ...boundariesConfig,
);
