import { defineConfig } from "@lingui/cli";

export default defineConfig({
  sourceLocale: "fr",
  locales: ["fr", "en", "es", "de"],
  fallbackLocales: { default: "fr" },
  catalogs: [
    {
      path: "<rootDir>/../../locales/{locale}/messages",
      include: ["<rootDir>/src"],
    },
  ],
  format: "po",
});
