import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Route files are part of the entry (only their components and loaders are split off), so a
 * contracts module they import ships on every first load. One that pulls in zod added 23 KB
 * gzip to the home once: this keeps route files to zod-free contracts.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const contractsDir = path.resolve(here, "../../packages/contracts/src");

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) && !name.includes(".test.") ? [full] : [];
  });
}

/** Whether a contracts module, or one it imports, imports zod. */
function pullsInZod(module: string, seen = new Set<string>()): boolean {
  if (seen.has(module)) return false;
  seen.add(module);
  const source = readFileSync(path.join(contractsDir, `${module}.ts`), "utf8");
  if (/from "zod"/.test(source)) return true;
  return [...source.matchAll(/from "\.\/([\w-]+)\.ts"/g)].some((match) => pullsInZod(match[1]!, seen));
}

describe("the entry's imports", () => {
  it("keeps route files to contracts modules without zod", () => {
    const offenders = filesUnder(path.join(here, "src/routes")).flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/from "@escouade\/contracts\/([\w-]+)"/g)]
        .filter((match) => pullsInZod(match[1]!))
        .map((match) => `${path.relative(here, file)} imports @escouade/contracts/${match[1]}`),
    );
    expect(offenders).toEqual([]);
  });

  it("would notice one that does", () => {
    expect(pullsInZod("games")).toBe(true);
    expect(pullsInZod("share-link")).toBe(false);
  });
});
