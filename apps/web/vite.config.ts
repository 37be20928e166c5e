import { lingui } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { VitePWA } from "vite-plugin-pwa";
import { pwaManifest } from "./pwa-manifest.ts";
import { publisherDetailsCheck, securityHeaders } from "./build-plugins.ts";
import { catalogSplit } from "./catalog-split.ts";

const REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;
const FRAMEWORK = /[\\/]node_modules[\\/](@tanstack|@trpc|superjson|copy-anything|is-what|@lingui|clsx|tailwind-merge)[\\/]/;

const envDir = fileURLToPath(new URL("../..", import.meta.url));
const serverUrl = process.env.DEV_SERVER_PROXY ?? "http://localhost:3000";

export default defineConfig(({ isSsrBuild }) => ({
  // One .env for the whole repository (VITE_* variables are read from it too).
  envDir,
  resolve: {
    alias: [{ find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) }],
  },
  plugins: [
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routeFileIgnorePattern: "\\.test\\.",
      // The layout every page sits in, and the home, are the first screen of most visits: they
      // ship in the entry (preloaded from the HTML) instead of a second round of requests.
      codeSplittingOptions: {
        splitBehavior: ({ routeId }) => (routeId === "/$lang" || routeId === "/$lang/" ? [] : undefined),
        // A page's loader travels with its component: the server's route preloads fetch both at once.
        defaultBehavior: [["loader", "component"], ["errorComponent"], ["notFoundComponent"]],
      },
    }),
    // The Lingui macro needs Babel; it runs before React's Oxc transform.
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    react(),
    // The server's build (src/entry-server.tsx) draws pages: no service worker, and its styles are the browser build's.
    ...(isSsrBuild ? [] : [publisherDetailsCheck(envDir), securityHeaders(envDir)]),
    catalogSplit(fileURLToPath(new URL(".", import.meta.url))),
    lingui(),
    tailwindcss(),
    isSsrBuild
      ? null
      : VitePWA({
          // A new deploy waits until the player taps "update" (domain/pwa/app-update-store.ts): an
          // automatic reload would lose a form being filled in.
          registerType: "prompt",
          injectRegister: false,
          manifest: pwaManifest,
          includeAssets: ["favicon.svg", "apple-touch-icon.png"],
          workbox: {
            globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
            // Web Push: showing a push and opening its page (public/push-sw.js, decision 022).
            importScripts: ["/push-sw.js"],
            navigateFallback: "/index.html",
            // The first worker serves the page that installed it (its images are kept from the first
            // visit); later ones only take over on the player's "update".
            clientsClaim: true,
            // API, auth, media, the live stream and the dev outbox are never answered by the service worker's shell.
            navigateFallbackDenylist: [/^\/trpc/, /^\/api\//, /^\/media\//, /^\/live/, /^\/dev\//],
            // Images never change under their name (the server serves them immutable): the ones a page
            // showed come back with it offline (decision 017). Erased on sign-out (lib/offline-cache.ts).
            runtimeCaching: [
              {
                urlPattern: ({ url }) => url.pathname.startsWith("/media/"),
                handler: "CacheFirst",
                options: {
                  cacheName: "escouade-media",
                  expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 3600 },
                  cacheableResponse: { statuses: [200] },
                },
              },
            ],
          },
          devOptions: { enabled: false },
        }),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/trpc": serverUrl,
      "/api": serverUrl,
      "/media": serverUrl,
      "/live": serverUrl,
      "/dev": serverUrl,
    },
  },
  preview: { port: 4173 },
  build: isSsrBuild
    ? {
        // Beside the browser's files, never served (the server's platform/serve-web.ts refuses it).
        outDir: "dist/server",
        target: "node20",
        sourcemap: false,
        copyPublicDir: false,
        rolldownOptions: { input: fileURLToPath(new URL("./src/entry-server.tsx", import.meta.url)), output: { entryFileNames: "[name].js" } },
      }
    : {
        target: "es2022",
        sourcemap: false,
        // The server reads which files the document names (the entry, its stylesheet and imports).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What every page runs first, in two files (React, then the rest): over HTTP/1.1 a
              // browser opens six connections per host, and a dozen tiny shared chunks would queue
              // behind each other (and the CSS).
              groups: [
                { name: "react", test: REACT, priority: 2 },
                { name: "framework", test: FRAMEWORK, priority: 1 },
              ],
            },
          },
        },
      },
  ssr: {
    // Bundled into the server's build rather than loaded from node_modules at run time: the
    // Lingui macro and the catalogs are compiled, and CSS imports are dropped.
    noExternal: true,
  },
  test: { include: ["src/**/*.test.{ts,tsx}", "*.test.ts"], environment: "node" },
}));
