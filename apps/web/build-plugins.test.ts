import type { Rollup } from "vite";
import { describe, expect, it } from "vitest";
import { chunkGraph } from "./build-plugins.ts";

type FakeChunk = { imports?: string[]; dynamicImports?: string[]; isEntry?: boolean; moduleIds?: string[] };
function bundleOf(chunks: Record<string, FakeChunk>) {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      { type: "chunk", fileName, imports: [], dynamicImports: [], isEntry: false, moduleIds: [], ...chunk },
    ]),
  ) as unknown as Rollup.OutputBundle;
}

describe("chunkGraph", () => {
  const bundle = bundleOf({
    "assets/index.js": { isEntry: true, imports: ["assets/react.js", "assets/framework.js"], dynamicImports: ["assets/toolbox.js"] },
    "assets/react.js": {},
    "assets/framework.js": { imports: ["assets/react.js"] },
    "assets/toolbox.js": { imports: ["assets/framework.js", "assets/table.js"] },
    "assets/table.js": {},
  });

  it("counts what the entry imports statically as the start, not what the app loads later", () => {
    expect([...chunkGraph(bundle).withEntry].sort()).toEqual(["assets/framework.js", "assets/index.js", "assets/react.js"]);
  });

  it("follows any chunk's static imports, itself included", () => {
    expect([...chunkGraph(bundle).staticClosure("assets/toolbox.js")].sort()).toEqual([
      "assets/framework.js",
      "assets/react.js",
      "assets/table.js",
      "assets/toolbox.js",
    ]);
  });
});
