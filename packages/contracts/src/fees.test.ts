import { describe, expect, it } from "vitest";
import { cardFeeCents, feeBreakdown, platformFeeCents } from "./fees.ts";

describe("fees (docs/product.md §3)", () => {
  it("takes a flat 1 € under 20 €", () => {
    expect(platformFeeCents(500)).toBe(100);
    expect(platformFeeCents(1999)).toBe(100);
  });

  it("takes 5 % from 20 € up", () => {
    expect(platformFeeCents(2000)).toBe(100);
    expect(platformFeeCents(2500)).toBe(125);
    expect(platformFeeCents(4000)).toBe(200);
  });

  it("counts the card provider's 1.5 % + 0.25 €", () => {
    expect(cardFeeCents(1000)).toBe(40);
    expect(cardFeeCents(2000)).toBe(55);
    expect(cardFeeCents(3333)).toBe(75);
  });

  it("breaks down what the organizer receives", () => {
    expect(feeBreakdown(1500)).toEqual({
      priceCents: 1500,
      platformFeeCents: 100,
      cardFeeCents: 48,
      organizerNetCents: 1352,
      organizerNetWithoutCardCents: 1400,
    });
    expect(feeBreakdown(2000).organizerNetCents).toBe(2000 - 100 - 55);
    expect(feeBreakdown(5000)).toMatchObject({ platformFeeCents: 250, cardFeeCents: 100, organizerNetCents: 4650 });
  });
});
