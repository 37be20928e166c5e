import type { NotificationPreference } from "@escouade/contracts/notification-preferences";
import { describe, expect, it } from "vitest";
import { undoOf, withPreference } from "./notification-preferences.ts";

const list: NotificationPreference[] = [
  { kind: "friends", inApp: true, byEmail: true, byPush: true },
  { kind: "pings", inApp: true, byEmail: false, byPush: false },
];

describe("withPreference", () => {
  it("changes the named channels of one kind only", () => {
    expect(withPreference(list, { kind: "pings", inApp: false })).toEqual([
      { kind: "friends", inApp: true, byEmail: true, byPush: true },
      { kind: "pings", inApp: false, byEmail: false, byPush: false },
    ]);
    expect(withPreference(list, { kind: "friends", byEmail: false })[0]).toEqual({ kind: "friends", inApp: true, byEmail: false, byPush: true });
    expect(withPreference(list, { kind: "pings", byPush: true })[1]).toEqual({ kind: "pings", inApp: true, byEmail: false, byPush: true });
    expect(list[1]).toEqual({ kind: "pings", inApp: true, byEmail: false, byPush: false });
  });
});

describe("undoOf", () => {
  it("puts back the changed channel as it was, and leaves the others alone", () => {
    expect(undoOf(list, { kind: "pings", byEmail: true })).toEqual({ kind: "pings", byEmail: false });
    expect(undoOf(list, { kind: "friends", inApp: false, byEmail: false })).toEqual({ kind: "friends", inApp: true, byEmail: true });
    expect(undoOf(list, { kind: "friends", byPush: false })).toEqual({ kind: "friends", byPush: true });
    expect(undoOf(list, { kind: "shops", inApp: false })).toBeNull();
  });

  it("undoes a failed change without undoing one made since", () => {
    const first = { kind: "pings", inApp: false } as const;
    const undo = undoOf(list, first)!;
    const afterBoth = withPreference(withPreference(list, first), { kind: "pings", byPush: true });
    expect(withPreference(afterBoth, undo)).toEqual([list[0], { kind: "pings", inApp: true, byEmail: false, byPush: true }]);
  });
});
