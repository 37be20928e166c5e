import { describe, expect, it } from "vitest";
import { nextTask } from "./next-task.ts";

describe("nextTask", () => {
  it("resolves after the current task's microtasks, in a task of its own", async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push("next task"));
    void Promise.resolve().then(() => order.push("microtask"));
    await done;
    expect(order).toEqual(["microtask", "next task"]);
  });

  it("resolves after a task queued before it", async () => {
    const order: string[] = [];
    setTimeout(() => order.push("earlier task"), 0);
    await nextTask();
    order.push("after");
    expect(order).toEqual(["earlier task", "after"]);
  });
});
