#!/usr/bin/env node
// Holds the architecture to its picture, three ways (part of `pnpm lint`):
// 1. docs/architecture.md shows exactly the parts and arrows of eslint/architecture.js
//    (`--write` rewrites its generated table);
// 2. the lint rules themselves are tested: for every pair of parts, an import is written from a
//    real file of one to a real file of the other, and ESLint must refuse exactly the arrows the
//    picture does not draw;
// 3. no circle between server modules, nor between web domain entities.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import micromatch from "micromatch";
import { allowedTargets, elements } from "../eslint/architecture.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const docPath = path.join(root, "docs/architecture.md");
const BEGIN = "<!-- architecture:begin (generated from eslint/architecture.js by `node scripts/check-architecture.mjs --write`) -->";
const END = "<!-- architecture:end -->";
const problems = [];

function listFiles(dir) {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".gen.ts"))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}
const files = ["apps/server/src", "apps/server/test-support", "apps/web/src", "packages/contracts/src"].flatMap(listFiles);

/** The element owning a file: the first whose pattern matches, as the lint plugin decides. */
function ownerOf(file) {
  return elements.find((e) => micromatch.isMatch(file, e.pattern));
}

// 1. The document.
function renderTable() {
  const rows = elements.map((e) => {
    const targets = allowedTargets(e).map((t) => (t === "same" ? `its own ${e.capture}` : t));
    const types = e.allowTypes ? `; types only: ${e.allowTypes.join(", ")}` : "";
    const face = e.entry ? `; others import only \`${e.entry}\`` : "";
    return `| \`${e.type}\` | \`${e.pattern}\` | ${e.what} | ${targets.join(", ")}${types}${face} |`;
  });
  return [BEGIN, "| part | files | what it holds | may import |", "|---|---|---|---|", ...rows, END].join("\n");
}
const doc = readFileSync(docPath, "utf8");
const generated = new RegExp(`${BEGIN.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[\\s\\S]*?${END}`);
if (!generated.test(doc)) problems.push(`docs/architecture.md has no generated table (${BEGIN} ... ${END})`);
else if (process.argv.includes("--write")) writeFileSync(docPath, doc.replace(generated, renderTable()));
else if (doc.match(generated)[0] !== renderTable())
  problems.push("docs/architecture.md is out of date with eslint/architecture.js: run `node scripts/check-architecture.mjs --write`");

// 2. The lint rules, every pair of parts.
const sampleOf = new Map();
for (const file of files) {
  const owner = ownerOf(file);
  if (!owner || file.includes(".test.")) continue;
  // A module is imported through its public face, so that is the file other parts point at.
  const isFace = owner.entry ? micromatch.isMatch(path.basename(file), owner.entry) : true;
  const samples = sampleOf.get(owner.type) ?? [];
  if (isFace) samples.push(file);
  sampleOf.set(owner.type, samples);
}
const eslint = new ESLint({ cwd: root });
async function refusedBy(fromFile, toFile) {
  let specifier = path.relative(path.dirname(fromFile), toFile);
  if (!specifier.startsWith(".")) specifier = `./${specifier}`;
  const [result] = await eslint.lintText(`import "${specifier}";\n`, { filePath: path.join(root, fromFile) });
  return result.messages.some((m) => m.ruleId?.startsWith("boundaries/"));
}
for (const from of elements) {
  const fromFile = sampleOf.get(from.type)?.[0];
  if (!fromFile) {
    problems.push(`no file of ${from.type} to test its rule with`);
    continue;
  }
  const allowed = new Set(allowedTargets(from));
  for (const to of elements) {
    if (to === from) continue;
    const toFile = sampleOf.get(to.type)?.[0];
    if (!toFile) continue;
    const refused = await refusedBy(fromFile, toFile);
    if (refused === allowed.has(to.type))
      problems.push(`lint ${refused ? "refuses" : "lets through"} ${from.type} -> ${to.type} (${fromFile} -> ${toFile}), the picture says the opposite`);
  }
  if (from.capture) {
    // Another instance of the same part (another feature, another module): its insides are always
    // refused; its public face only where the part may import itself.
    const prefix = from.pattern.slice(0, from.pattern.indexOf("/*/**") + 1);
    const instanceOf = (file) => file.slice(prefix.length).split("/")[0];
    const elsewhere = files.filter((f) => ownerOf(f) === from && !f.includes(".test.") && instanceOf(f) !== instanceOf(fromFile));
    const face = elsewhere.find((f) => !from.entry || micromatch.isMatch(path.basename(f), from.entry));
    const inside = elsewhere.find((f) => from.entry && !micromatch.isMatch(path.basename(f), from.entry));
    if (inside && !(await refusedBy(fromFile, inside))) problems.push(`lint lets ${fromFile} import ${inside}: another ${from.capture}'s insides`);
    const faceAllowed = allowedTargets(from).includes(from.type);
    if (face && (await refusedBy(fromFile, face)) === faceAllowed)
      problems.push(`lint ${faceAllowed ? "refuses" : "lets through"} ${fromFile} -> ${face}, the picture says the opposite`);
  }
}

// 3. Circles between modules and between domain entities.
const IMPORT = /(?:from|import)\s*\(?\s*["']([^"']+)["']/g;
function instanceGraph(prefix) {
  const graph = new Map();
  // Tests are left out: a test may drive two modules without tying them together at run time.
  for (const file of files.filter((f) => f.startsWith(prefix) && !f.includes(".test."))) {
    const from = file.slice(prefix.length).split("/")[0];
    const targets = graph.get(from) ?? new Set();
    for (const [, spec] of readFileSync(path.join(root, file), "utf8").matchAll(IMPORT)) {
      const resolved = spec.startsWith("@/") ? path.join("apps/web/src", spec.slice(2)) : spec.startsWith(".") ? path.join(path.dirname(file), spec) : null;
      if (resolved?.startsWith(prefix)) {
        const to = resolved.slice(prefix.length).split("/")[0];
        if (to !== from) targets.add(to);
      }
    }
    graph.set(from, targets);
  }
  return graph;
}
function findCircle(graph) {
  const state = new Map();
  const stack = [];
  function visit(node) {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const circle = visit(next);
      if (circle) return circle;
    }
    stack.pop();
    state.set(node, "done");
    return null;
  }
  for (const node of graph.keys()) {
    const circle = visit(node);
    if (circle) return circle;
  }
  return null;
}
for (const prefix of ["apps/server/src/modules/", "apps/web/src/domain/"]) {
  const circle = findCircle(instanceGraph(prefix));
  if (circle) problems.push(`a circle between ${prefix}*: ${circle.join(" -> ")}`);
}

if (problems.length > 0) {
  for (const problem of problems) console.error(`✖ ${problem}`);
  process.exit(1);
}
console.log(
  `✔ architecture: docs/architecture.md matches eslint/architecture.js; ${elements.length} parts, every arrow checked by lint; no circle between modules or domain entities`,
);
