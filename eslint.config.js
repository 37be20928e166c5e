import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { boundariesConfig } from "./eslint/boundaries.js";

/**
 * Import boundaries (docs/architecture.md): between the parts of the code in eslint/boundaries.js (built
 * from eslint/architecture.js); here, what contracts and the web may take from packages.
 */
const contractsBoundary = {
  files: ["packages/contracts/src/**/*.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          { group: ["@escouade/server*", "@escouade/web*", "**/apps/**"], message: "contracts imports nothing from the apps." },
          {
            group: ["node:*", "fs", "path", "drizzle-orm*", "better-auth*", "fastify*", "postgres"],
            message: "contracts is bundled by the web: nothing server-only.",
          },
        ],
      },
    ],
  },
};

/** zod reaches the browser configured for its CSP (contracts/src/zod.ts): a type is all the rest may take from it. */
const zodThroughContracts = {
  files: ["packages/contracts/src/**/*.ts", "apps/web/src/**/*.{ts,tsx}"],
  ignores: ["packages/contracts/src/zod.ts", "**/*.test.ts", "**/*.test.tsx"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      { paths: [{ name: "zod", message: "Import z from @escouade/contracts/zod (./zod.ts in contracts).", allowTypeImports: true }] },
    ],
  },
};

const webNeverImportsServerCode = {
  files: ["apps/web/src/**/*.{ts,tsx}"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [{ group: ["@escouade/server*"], message: "The web may only import the server's types.", allowTypeImports: true }],
        // One form behaviour (errors at once, focus, summary) for every form: components/ui/form.tsx.
        paths: [{ name: "react-hook-form", importNames: ["useForm"], message: "Make forms with useAppForm and AppForm from components/ui/form.tsx." }],
      },
    ],
  },
};

/** The rules of hooks and the React Compiler's checks, every recommended one as an error (warnings get ignored). */
const hooksRules = {
  files: ["apps/web/src/**/*.{ts,tsx}"],
  plugins: { "react-hooks": reactHooks },
  rules: Object.fromEntries(Object.keys(reactHooks.configs.flat.recommended.rules).map((rule) => [rule, "error"])),
};

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/dist-*/**",
      "**/node_modules/**",
      "**/routeTree.gen.ts",
      "**/.turbo/**",
      "drizzle/**",
      "**/dev-dist/**",
      "**/test-results/**",
      "**/playwright-report/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error"] }],
      // French typography puts a no-break space before : ; ? and ! in the text of a page.
      "no-irregular-whitespace": ["error", { skipJSXText: true }],
    },
  },
  { files: ["scripts/**", "**/scripts/**", "apps/server/src/seed/run.ts", "bench/**", "**/test-support/**"], rules: { "no-console": "off" } },
  contractsBoundary,
  zodThroughContracts,
  webNeverImportsServerCode,
  hooksRules,
  ...boundariesConfig,
);
