import { describe, expect, it } from "vitest";
import { parseSession } from "./session-data.ts";

describe("parseSession", () => {
  const body = JSON.stringify({
    session: { id: "s1", userId: "u1", expiresAt: "2026-12-01T10:00:00.000Z" },
    user: { id: "u1", name: "Ghost", emailVerified: true, createdAt: "2026-01-02T03:04:05Z", city: "2026-01-02" },
  });

  it("reads dates as better-auth's client does, and leaves other strings alone", () => {
    const session = parseSession(body)!;
    expect(session.session.expiresAt).toEqual(new Date("2026-12-01T10:00:00.000Z"));
    expect(session.user.createdAt).toEqual(new Date("2026-01-02T03:04:05Z"));
    expect((session.user as unknown as { city: string }).city).toBe("2026-01-02");
    expect(session.user.name).toBe("Ghost");
  });

  it("carries the chosen avatar, and none for a session remembered before the server sent it", () => {
    expect(parseSession(JSON.stringify({ session: {}, user: { id: "u1", avatar: 7 } }))!.user.avatar).toBe(7);
    expect(parseSession(body)!.user.avatar).toBeNull();
  });

  it("says signed out for null and for anything that is not a session", () => {
    expect(parseSession("null")).toBeNull();
    expect(parseSession('{"error":"x"}')).toBeNull();
    expect(parseSession("42")).toBeNull();
  });

  it("drops a __proto__ key rather than letting it reach an object's prototype", () => {
    const session = parseSession('{"user":{"id":"u1","__proto__":{"isAdmin":true}},"session":{}}')!;
    expect((session.user as unknown as { isAdmin?: boolean }).isAdmin).toBeUndefined();
    expect(Object.getPrototypeOf(session.user)).toBe(Object.prototype);
  });

  it("throws on text that is not JSON, for the caller to treat as an error", () => {
    expect(() => parseSession("<html>")).toThrow();
  });
});
