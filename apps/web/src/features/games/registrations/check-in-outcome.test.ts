import { describe, expect, it } from "vitest";
import { checkOffline, type GameRegistration } from "./check-in-outcome.ts";
import type { CheckInQueue } from "./check-in-queue.ts";

const SIGNATURE = "abcdefghijklmnopqrstuv";
const empty: CheckInQueue = { pending: [], conflicts: [] };

function registration(id: number, overrides: Partial<GameRegistration> = {}): GameRegistration {
  return {
    id,
    userId: `user-${id}`,
    status: "confirmed",
    paymentStatus: "unpaid",
    replicas: [],
    checkedInAt: null,
    checkedInBy: null,
    guestName: null,
    createdAt: new Date("2026-11-20T10:00:00Z"),
    username: `joueur${id}`,
    firstName: "Alex",
    lastName: "Morel",
    phone: null,
    email: null,
    fairPlay: null,
    ...overrides,
  } as GameRegistration;
}

describe("checking a ticket with no network", () => {
  const list = [registration(7), registration(8, { checkedInAt: new Date("2026-11-26T08:15:00Z") }), registration(9, { status: "waitlisted" })];

  it("keeps a genuine-looking ticket of this game whose place is in the list", () => {
    expect(checkOffline(`ESC1.42.7.${SIGNATURE}`, 42, list, empty)).toMatchObject({ kind: "queue", registration: { id: 7 } });
  });

  it("refuses what is not a ticket, another game's, and a place not confirmed in the list", () => {
    expect(checkOffline("bonjour", 42, list, empty).kind).toBe("refused");
    expect(checkOffline(`ESC1.42.7.${SIGNATURE.slice(1)}`, 42, list, empty).kind).toBe("refused");
    expect(checkOffline(`ESC1.43.7.${SIGNATURE}`, 42, list, empty)).toMatchObject({ kind: "refused", reason: expect.stringMatching(/autre partie/) });
    expect(checkOffline(`ESC1.42.99.${SIGNATURE}`, 42, list, empty)).toMatchObject({ kind: "refused", reason: expect.stringMatching(/liste chargée/) });
    expect(checkOffline(`ESC1.42.9.${SIGNATURE}`, 42, list, empty).kind).toBe("refused");
  });

  it("says when someone is already in: by the server, or waiting on this phone", () => {
    expect(checkOffline(`ESC1.42.8.${SIGNATURE}`, 42, list, empty)).toMatchObject({ kind: "already", name: "joueur8", at: new Date("2026-11-26T08:15:00Z") });
    const queued: CheckInQueue = {
      pending: [{ clientId: "c1", code: `ESC1.42.7.${SIGNATURE}`, registrationId: 7, name: "joueur7", scannedAt: "2026-11-26T08:20:00.000Z" }],
      conflicts: [],
    };
    expect(checkOffline(`ESC1.42.7.${SIGNATURE}`, 42, list, queued)).toMatchObject({ kind: "already", at: new Date("2026-11-26T08:20:00.000Z") });
  });
});
