#!/usr/bin/env node
// The README's two commands: `npm run app` and `npm test`. Each installs what it needs first,
// on a machine that has nothing but Node.js >= 20.19.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const PNPM_VERSION = "10.34.9";
const mode = process.argv[2];
const isCi = Boolean(process.env.CI);

function run(command, args, options = {}) {
  console.log(`\n▶ ${[command, ...args].join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`\n✖ failed: ${[command, ...args].join(" ")} (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

function hasPnpm() {
  const result = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
  return result.status === 0 && result.stdout.trim().startsWith("10.");
}

const pnpm = hasPnpm() ? ["pnpm"] : ["npx", "-y", `pnpm@${PNPM_VERSION}`];
const runPnpm = (args, options) => run(pnpm[0], [...pnpm.slice(1), ...args], options);

const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Escouade needs Node.js >= 20.19 (this is ${process.versions.node}).`);
  process.exit(1);
}

runPnpm(["install", ...(isCi ? ["--frozen-lockfile"] : [])]);

if (mode === "app") {
  runPnpm(["dev"]);
} else if (mode === "test") {
  runPnpm(["lint"]);
  runPnpm(["typecheck"]);
  runPnpm(["i18n:check"]);
  runPnpm(["test:unit"]);
  // e2e: the system Chromium when there is one (Debian's here), else Playwright's own build.
  const chromium = process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
  if (!chromium) runPnpm(["--filter", "@escouade/web", "exec", "playwright", "install", "chromium"]);
  runPnpm(["build"]);
  runPnpm(["test:e2e"], { env: chromium ? { CHROMIUM_PATH: chromium } : {} });
  console.log("\n✔ every check passed");
} else {
  console.error("usage: node scripts/quickstart.mjs app|test");
  process.exit(2);
}
