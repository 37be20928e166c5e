import { describe, expect, it } from "vitest";
import { checkInSchema, parseTicketCode, TICKET_CODE_MAX, TICKET_PREFIX, verifyTicketSchema } from "./tickets.ts";
import { issues } from "./test-support/schema-issues.ts";

const signature = "Ab_-0123456789abcdefgh";

describe("reading a ticket's code", () => {
  it("gives the game, the registration and the signature", () => {
    expect(parseTicketCode(`ESC1.42.1337.${signature}`)).toEqual({ gameId: 42, registrationId: 1337, signature });
    expect(parseTicketCode(`  ESC1.42.1337.${signature}\n`)).toEqual({ gameId: 42, registrationId: 1337, signature });
  });

  it("refuses what is not shaped like one", () => {
    expect(parseTicketCode(`ESC2.42.1337.${signature}`)).toBeNull();
    expect(parseTicketCode(`xESC1.42.1337.${signature}`)).toBeNull();
    expect(parseTicketCode(`ESC1.42.1337.${signature}x`)).toBeNull();
    expect(parseTicketCode(`ESC1.42.1337.${signature.slice(1)}`)).toBeNull();
    expect(parseTicketCode(`ESC1.4a.1337.${signature}`)).toBeNull();
    expect(parseTicketCode(`ESC1..1337.${signature}`)).toBeNull();
    expect(parseTicketCode(`ESC1.42..${signature}`)).toBeNull();
    expect(parseTicketCode(`ESC1.42.1337.${signature.slice(0, 21)}+`)).toBeNull();
    expect(parseTicketCode(`ESC1.12345678901.1.${signature}`)).toBeNull();
    expect(parseTicketCode(`ESC1.1.12345678901.${signature}`)).toBeNull();
    expect(parseTicketCode(`ESC1x42x1337x${signature}`)).toBeNull();
    expect(parseTicketCode("")).toBeNull();
  });

  it("starts with the prefix the server writes on every ticket it signs", () => {
    expect(TICKET_PREFIX).toBe("ESC1");
    expect(parseTicketCode(`${TICKET_PREFIX}.42.1337.${signature}`)).toEqual({ gameId: 42, registrationId: 1337, signature });
  });

  it("takes ids of up to ten digits", () => {
    expect(parseTicketCode(`ESC1.9999999999.1.${signature}`)).toEqual({ gameId: 9_999_999_999, registrationId: 1, signature });
  });
});

describe("verifying and checking in a ticket", () => {
  it("needs a game and a code of bounded length, trimmed", () => {
    expect(verifyTicketSchema.parse({ gameId: 1, code: "  ESC1.1.1.x " })).toEqual({ gameId: 1, code: "ESC1.1.1.x" });
    expect(issues(verifyTicketSchema, { gameId: 1, code: "   " })).toHaveLength(1);
    expect(issues(verifyTicketSchema, { gameId: 1, code: "c".repeat(TICKET_CODE_MAX) })).toEqual([]);
    expect(issues(verifyTicketSchema, { gameId: 1, code: "c".repeat(TICKET_CODE_MAX + 1) })).toHaveLength(1);
    expect(issues(verifyTicketSchema, { gameId: 0, code: "c" })).toHaveLength(1);
  });

  it("takes when a phone scanned it offline, within what a column holds", () => {
    const scannedAt = new Date("2031-05-10T07:55:00Z");
    expect(checkInSchema.parse({ gameId: 1, code: "c", scannedAt })).toEqual({ gameId: 1, code: "c", scannedAt });
    expect(issues(checkInSchema, { gameId: 1, code: "c" })).toEqual([]);
    expect(issues(checkInSchema, { gameId: 1, code: "c", scannedAt: new Date("+275760-01-01T00:00:00Z") })).toHaveLength(1);
  });
});
