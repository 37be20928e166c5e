import { fileURLToPath } from "node:url";
import boundaries from "eslint-plugin-boundaries";
import { allowedTargets, elements, TEST_ALSO } from "./architecture.js";

/**
 * Turns eslint/architecture.js into eslint-plugin-boundaries rules: every import between the
 * parts is checked, test files included, and an element's insides stay private to it.
 */
const rootPath = fileURLToPath(new URL("..", import.meta.url));

const descriptors = elements.map((e) => ({
  type: e.type,
  pattern: e.pattern.replace(e.capture ? "/*/**" : "\u0000", e.capture ? "/*" : ""),
  mode: e.capture ? "folder" : "full",
  ...(e.capture ? { capture: [e.capture] } : {}),
}));

function toSelector(element, target) {
  if (target !== "same") return target;
  return [element.type, { [element.capture]: `{{from.${element.capture}}}` }];
}

const typeRules = elements.filter((e) => e.allowTypes).map((e) => ({ from: e.type, allow: e.allowTypes, importKind: "type" }));
const productionRules = [...elements.map((e) => ({ from: e.type, allow: allowedTargets(e).map((t) => toSelector(e, t)) })), ...typeRules];
// A test file keeps its part's boundaries and may also use the test helpers and build the whole app.
const testRules = [...elements.map((e) => ({ from: e.type, allow: [...allowedTargets(e).map((t) => toSelector(e, t)), ...TEST_ALSO] })), ...typeRules];

const entryRules = elements.filter((e) => e.entry).map((e) => ({ target: e.type, allow: e.entry }));
const elementTypes = (rules) => [
  "error",
  { default: "disallow", message: "${from.type} may not import ${target.type} (${target.internalPath}): see docs/architecture.md", rules },
];

export const boundariesConfig = [
  {
    files: ["apps/**/*.{ts,tsx}", "packages/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/root-path": rootPath,
      "boundaries/elements": descriptors,
      "boundaries/include": ["apps/server/src/**", "apps/server/test-support/**", "apps/web/src/**", "packages/contracts/src/**"],
      "boundaries/ignore": ["**/routeTree.gen.ts"],
      "boundaries/legacy-templates": false,
      "import/resolver": {
        typescript: { project: ["apps/*/tsconfig.json", "packages/*/tsconfig.json", "bench/tsconfig.json"], noWarnOnMultipleProjects: true },
      },
    },
    rules: {
      "boundaries/element-types": elementTypes(productionRules),
      // Every file of the apps and contracts belongs to a part: a new folder gets a place in the picture first.
      "boundaries/no-unknown-files": "error",
      "boundaries/entry-point": [
        "error",
        {
          default: "allow",
          rules: entryRules.flatMap((r) => [
            { target: r.target, disallow: "*", message: `another ${r.target} is reached only through its ${r.allow}: see docs/architecture.md` },
            { target: r.target, allow: r.allow },
          ]),
        },
      ],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}", "apps/server/test-support/**"],
    rules: { "boundaries/element-types": elementTypes(testRules) },
  },
];
