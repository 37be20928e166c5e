#!/usr/bin/env node
// Fails when the catalogs are stale (a message in the code is missing from them) or when any
// message lacks its en, es or de translation. French is the source language.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const webDir = path.join(root, "apps/web");
const LOCALES = ["fr", "en", "es", "de"];

/** msgid -> msgstr for each entry (multi-line strings joined, the header skipped). */
export function parsePo(text) {
  const entries = new Map();
  let field = null;
  let current = { msgid: "", msgstr: "", context: "" };
  const flush = () => {
    if (current.msgid) entries.set(`${current.context}\u0004${current.msgid}`, current.msgstr);
    current = { msgid: "", msgstr: "", context: "" };
  };
  const unquote = (s) => JSON.parse(s);
  for (const raw of text.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("msgctxt ")) {
      flush();
      field = "context";
      current.context = unquote(line.slice(8));
    } else if (line.startsWith("msgid ")) {
      if (field !== "context") flush();
      field = "msgid";
      current.msgid = unquote(line.slice(6));
    } else if (line.startsWith("msgstr ")) {
      field = "msgstr";
      current.msgstr = unquote(line.slice(7));
    } else if (line.startsWith('"') && field) {
      current[field] += unquote(line);
    } else if (line === "" || line.startsWith("#")) {
      if (line === "") field = field === "msgstr" ? null : field;
    }
  }
  flush();
  return entries;
}

const problems = [];

// 1. Extract the code's messages into a scratch catalog and compare with the committed French one.
const scratch = mkdtempSync(path.join(tmpdir(), "escouade-i18n-"));
try {
  const config = path.join(webDir, "lingui.check.config.ts");
  writeFileSync(
    config,
    `import base from "./lingui.config.ts";\nexport default { ...base, locales: ["fr"], catalogs: [{ path: ${JSON.stringify(path.join(scratch, "{locale}"))}, include: ["<rootDir>/src"] }] };\n`,
  );
  const result = spawnSync("pnpm", ["exec", "lingui", "extract", "--config", config], { cwd: webDir, encoding: "utf8" });
  rmSync(config);
  if (result.status !== 0) {
    console.error(result.stdout, result.stderr);
    process.exit(1);
  }
  const extracted = parsePo(readFileSync(path.join(scratch, "fr.po"), "utf8"));
  const committed = parsePo(readFileSync(path.join(root, "locales/fr/messages.po"), "utf8"));
  for (const key of extracted.keys()) {
    if (!committed.has(key)) problems.push(`locales/fr: "${key.split("\u0004")[1]}" is in the code but not in the catalogs (run pnpm i18n:extract)`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

// 2. Every message translated in every language.
const source = parsePo(readFileSync(path.join(root, "locales/fr/messages.po"), "utf8"));
for (const locale of LOCALES.filter((l) => l !== "fr")) {
  const catalog = parsePo(readFileSync(path.join(root, `locales/${locale}/messages.po`), "utf8"));
  for (const key of source.keys()) {
    if (!catalog.get(key)?.trim()) problems.push(`locales/${locale}: no translation for "${key.split("\u0004")[1]}"`);
  }
}

if (problems.length > 0) {
  console.error(
    `✖ ${problems.length} translation problem(s):\n${problems
      .slice(0, 50)
      .map((p) => `  - ${p}`)
      .join("\n")}`,
  );
  if (problems.length > 50) console.error(`  ... and ${problems.length - 50} more`);
  process.exit(1);
}
console.log(`✔ translations complete: ${source.size} messages in ${LOCALES.join(", ")}`);
