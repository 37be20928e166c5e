/**
 * The parts of the code and the imports allowed between them: the one source of truth for the
 * lint rules (eslint/boundaries.js) and for docs/architecture.md (checked by
 * scripts/check-architecture.mjs). Change the picture here, and both follow.
 *
 * `pattern` is a glob from the repository root; the first element whose pattern matches a file
 * owns it. `capture` names the folder that makes one instance of an element (one module, one
 * feature). `allow` lists the elements a part may import; `"same"` means its own instance only
 * (a feature its own files, never another feature's). `entry` is the one file of an element that
 * other elements may import: its public face. `allowTypes` lists elements a part may import types
 * from, and nothing else (the web knows the server's AppRouter type, never its code).
 */
export const elements = [
  // packages/contracts: shared by both apps, bundled by the web.
  {
    type: "contracts",
    pattern: "packages/contracts/src/**",
    what: "zod schemas, constants, error codes and pure rules shared by the server and the web",
    allow: ["contracts"],
  },

  // apps/server
  {
    type: "server-composition",
    pattern: "apps/server/src/{main.ts,app.ts,jobs.ts,app*.test.ts,seed/**}",
    what: "start-up, buildApp, the background jobs' queues and the demo seed: the only places that assemble every part",
    allow: ["*server"],
  },
  {
    type: "server-api",
    pattern: "apps/server/src/{trpc/**,modules/*/router.ts,modules/*/router.test.ts}",
    what: "tRPC procedures, levels, context and the mapping of application errors to tRPC",
    allow: ["server-api", "server-module", "server-auth", "server-platform", "server-db", "server-core", "contracts"],
  },
  {
    type: "server-auth",
    pattern: "apps/server/src/auth/**",
    what: "the better-auth instance, its e-mails and site roles",
    allow: ["server-auth", "server-platform", "server-db", "server-core", "contracts"],
  },
  {
    type: "server-live",
    pattern: "apps/server/src/live/**",
    what: "the one live stream per tab (GET /live): its route, SSE writer and kinds; each kind's feed comes from its module's live.ts",
    allow: ["server-live", "server-module", "server-auth", "server-db", "server-core", "contracts"],
  },
  {
    type: "server-module",
    pattern: "apps/server/src/modules/*/**",
    capture: "module",
    entry: "{service,live}.ts",
    what: "one feature's rules and queries; others call it through its service.ts (and live.ts, its live stream)",
    allow: ["same", "server-module", "server-platform", "server-db", "server-core", "contracts"],
  },
  {
    type: "server-platform",
    pattern: "apps/server/src/platform/**",
    what: "infrastructure: the LISTEN/NOTIFY bus, durable jobs (pg-boss), storage, mail, images, geocoder",
    allow: ["server-platform", "server-db", "server-core", "contracts"],
  },
  {
    type: "server-db",
    pattern: "apps/server/src/db/**",
    what: "the database client, the drizzle schema and SQL helpers",
    allow: ["server-db", "server-core", "contracts"],
  },
  {
    type: "server-core",
    pattern: "apps/server/src/{config.ts,config.test.ts,core/**}",
    what: "configuration, the application error and the actor: known to every server part, knowing none",
    allow: ["server-core", "contracts"],
  },
  {
    type: "server-test-support",
    pattern: "apps/server/test-support/**",
    what: "test helpers: the app in-process, sessions, SMTP sink, S3 process",
    allow: ["*server"],
    testOnly: true,
  },

  // apps/web
  {
    type: "web-entry",
    pattern: "apps/web/src/{main.tsx,entry-server.tsx,router.tsx}",
    what: "the router, the browser's entry and the server's (SSR)",
    allow: ["*web"],
  },
  {
    type: "web-route",
    pattern: "apps/web/src/routes/**",
    what: "file routes: guards and loaders, then a feature's page",
    allow: ["web-entry", "web-route", "web-feature", "web-domain", "web-ui", "web-lib", "web-content", "contracts"],
  },
  {
    type: "web-feature",
    pattern: "apps/web/src/features/*/**",
    capture: "feature",
    what: "one feature, whatever its screens; never imports another feature",
    allow: ["same", "web-domain", "web-ui", "web-lib", "web-content", "contracts"],
  },
  {
    type: "web-domain",
    pattern: "apps/web/src/domain/*/**",
    capture: "entity",
    what: "domain pieces several features share: labels, cards, actions of games, players, shops, places, search",
    allow: ["web-domain", "web-ui", "web-lib", "contracts"],
  },
  {
    type: "web-ui",
    pattern: "apps/web/src/components/ui/**",
    what: "design-system primitives over radix: Button, Dialog, Sheet, DropdownMenu, Accordion, Select...",
    allow: ["web-ui", "web-lib"],
  },
  {
    type: "web-lib",
    pattern: "apps/web/src/lib/**",
    what: "infrastructure: tRPC and auth clients, i18n, theme, config, formatting",
    allow: ["web-lib", "contracts"],
    allowTypes: ["server-api"],
  },
  {
    type: "web-content",
    pattern: "apps/web/src/content/**",
    what: "long-form texts per language: FAQ, glossary, legal pages",
    allow: ["web-content", "contracts"],
  },
];

/** What a test file may import on top of what its part may: the test helpers, and the app it drives. */
export const TEST_ALSO = ["server-test-support", "server-composition"];

const server = elements.filter((e) => e.type.startsWith("server-")).map((e) => e.type);
const web = elements.filter((e) => e.type.startsWith("web-")).map((e) => e.type);

/** The allowed targets of an element, with the `*server` / `*web` shorthands expanded. */
export function allowedTargets(element) {
  return element.allow.flatMap((target) => {
    if (target === "*server") return [...server.filter((t) => t !== "server-test-support" || element.testOnly), "contracts"];
    if (target === "*web") return [...web, "contracts"];
    return [target];
  });
}
