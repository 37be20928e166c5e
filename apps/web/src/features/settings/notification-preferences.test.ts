import type { NotificationPreference } from "@escouade/contracts/notification-preferences";
import { describe, expect, it } from "vitest";
import { undoOf, withPreference } from "./notification-preferences.ts";

const list: NotificationPreference[] = [
  { kind: "friends", inApp: true, byEmail: true },
  { kind: "pings", inApp: true, byEmail: false },
];

describe("withPreference", () => {
  it("changes the named channels of one kind only", () => {
    expect(withPreference(list, { kind: "pings", inApp: false })).toEqual([
      { kind: "friends", inApp: true, byEmail: true },
      { kind: "pings", inApp: false, byEmail: false },
    ]);
    expect(withPreference(list, { kind: "friends", byEmail: false })[0]).toEqual({ kind: "friends", inApp: true, byEmail: false });
    expect(list[1]).toEqual({ kind: "pings", inApp: true, byEmail: false });
  });
});

describe("undoOf", () => {
  it("puts back the changed channel as it was, and leaves the other alone", () => {
    expect(undoOf(list, { kind: "pings", byEmail: true })).toEqual({ kind: "pings", byEmail: false });
    expect(undoOf(list, { kind: "friends", inApp: false, byEmail: false })).toEqual({ kind: "friends", inApp: true, byEmail: true });
    expect(undoOf(list, { kind: "shops", inApp: false })).toBeNull();
  });

  it("undoes a failed change without undoing one made since", () => {
    const first = { kind: "pings", inApp: false } as const;
    const undo = undoOf(list, first)!;
    const afterBoth = withPreference(withPreference(list, first), { kind: "pings", byEmail: true });
    expect(withPreference(afterBoth, undo)).toEqual([list[0], { kind: "pings", inApp: true, byEmail: true }]);
  });
});
