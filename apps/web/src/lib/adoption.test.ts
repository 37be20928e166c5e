import { describe, expect, it } from "vitest";
import { adopt, adopting, afterAdoption, awaitedPart } from "./adoption.ts";

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("adopt", () => {
  it("ends once every part it was told to wait for has had its turn, parts found late included", async () => {
    const seen: string[] = [];
    let release!: () => void;
    const adoption = adopt(() => {
      seen.push(`render, adopting: ${adopting()}`);
      awaitedPart(
        new Promise<void>((resolve) => (release = resolve)).then(() => {
          seen.push("first part");
          // A part inside the first, found as it is adopted.
          awaitedPart(nextTask().then(() => void seen.push("inner part")));
        }),
      );
    }, nextTask);
    afterAdoption(() => seen.push(`afterwards, adopting: ${adopting()}`));
    await nextTask();
    expect(adopting()).toBe(true);
    release();
    await adoption;
    expect(seen).toEqual(["render, adopting: true", "first part", "inner part", "afterwards, adopting: false"]);
  });

  it("runs what waits for the adoption at once when none is going on, and forgets what was taken back", async () => {
    const seen: string[] = [];
    afterAdoption(() => seen.push("now"));
    expect(seen).toEqual(["now"]);
    await adopt(() => {
      const takeBack = afterAdoption(() => seen.push("taken back"));
      expect(takeBack).toBeTypeOf("function");
      takeBack?.();
      afterAdoption(() => seen.push("kept"));
    }, nextTask);
    expect(seen).toEqual(["now", "kept"]);
  });

  it("ends the adoption even when the render throws", async () => {
    const failing = () => {
      throw new Error("render failed");
    };
    await expect(adopt(failing, nextTask)).rejects.toThrow("render failed");
    expect(adopting()).toBe(false);
  });
});
