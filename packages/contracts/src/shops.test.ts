import { describe, expect, it } from "vitest";
import { getStoresSchema, moderateShopSchema, reportShopSchema, shopIdSchema } from "./shops.ts";
import { issues } from "./test-support/schema-issues.ts";

const report = {
  name: "Airsoft Lyon",
  type: "physical",
  address: { city: "Lyon", country: "fr", latitude: 45.76, longitude: 4.83 },
};

describe("reportShopSchema", () => {
  it("takes what a player knows and fills the rest with blanks", () => {
    expect(reportShopSchema.parse({ ...report, name: "  Airsoft Lyon ", address: { ...report.address, city: " Lyon " } })).toEqual({
      ...report,
      address: { ...report.address, street: "", postalCode: "" },
      website: "",
      comment: "",
    });
  });

  it("trims the address and the comment", () => {
    const parsed = reportShopSchema.parse({
      ...report,
      address: { ...report.address, street: " 3 rue Mercière ", postalCode: " 69002 " },
      comment: " ouvert le samedi ",
    });
    expect(parsed.address).toMatchObject({ street: "3 rue Mercière", postalCode: "69002" });
    expect(parsed.comment).toBe("ouvert le samedi");
  });

  it("needs a name of 2 to 120 characters and a city", () => {
    expect(issues(reportShopSchema, { ...report, name: " A " })).toEqual(["name: name_too_short"]);
    expect(issues(reportShopSchema, { ...report, name: "n".repeat(120) })).toEqual([]);
    expect(issues(reportShopSchema, { ...report, name: "n".repeat(121) })).toEqual(["name: too_long"]);
    expect(issues(reportShopSchema, { ...report, address: { ...report.address, city: "  " } })).toEqual(["address.city: city_required"]);
  });

  it("bounds every text", () => {
    const long = { street: "s".repeat(201), city: "c".repeat(101), postalCode: "p".repeat(13) };
    expect(issues(reportShopSchema, { ...report, address: { ...report.address, ...long }, comment: "c".repeat(1001) })).toEqual([
      "address.street: too_long",
      "address.city: too_long",
      "address.postalCode: too_long",
      "comment: too_long",
    ]);
    const longest = { street: "s".repeat(200), city: "c".repeat(100), postalCode: "p".repeat(12) };
    expect(issues(reportShopSchema, { ...report, address: { ...report.address, ...longest }, comment: "c".repeat(1000) })).toEqual([]);
  });

  it("keeps coordinates on the globe", () => {
    const at = (latitude: number, longitude: number) => issues(reportShopSchema, { ...report, address: { ...report.address, latitude, longitude } });
    expect([at(-90, -180), at(90, 180)]).toEqual([[], []]);
    expect(at(90.1, 0)).toHaveLength(1);
    expect(at(-90.1, 0)).toHaveLength(1);
    expect(at(0, 180.1)).toHaveLength(1);
    expect(at(0, -180.1)).toHaveLength(1);
  });

  it("takes a website as a URL of 300 characters at most, or none", () => {
    expect(issues(reportShopSchema, { ...report, website: "" })).toEqual([]);
    expect(issues(reportShopSchema, { ...report, website: "https://airsoft-lyon.example" })).toEqual([]);
    expect(issues(reportShopSchema, { ...report, website: "chez Paul" })).toHaveLength(1);
    expect(issues(reportShopSchema, { ...report, website: "javascript:alert(1)" })).toHaveLength(1);
    expect(issues(reportShopSchema, { ...report, website: "data:text/html,hi" })).toHaveLength(1);
    expect(issues(reportShopSchema, { ...report, website: `https://example.com/${"p".repeat(281)}` })).toHaveLength(1);
  });
});

describe("getStoresSchema", () => {
  const ok = (input: unknown) => getStoresSchema.safeParse(input).success;

  it("lists up to 200 shops by default, 500 at most, with no input at all", () => {
    expect(getStoresSchema.parse(undefined)).toBeUndefined();
    expect(getStoresSchema.parse({})!.limit).toBe(200);
    expect([ok({ limit: 1 }), ok({ limit: 500 }), ok({ limit: 0 }), ok({ limit: 501 })]).toEqual([true, true, false, false]);
  });

  it("bounds the place, the radius and the query", () => {
    expect([ok({ latitude: -90, longitude: -180 }), ok({ latitude: 90, longitude: 180 })]).toEqual([true, true]);
    expect([ok({ latitude: 90.1 }), ok({ latitude: -90.1 }), ok({ longitude: 180.1 }), ok({ longitude: -180.1 })]).toEqual([false, false, false, false]);
    expect([ok({ radiusKm: 1 }), ok({ radiusKm: 500 }), ok({ radiusKm: 0 }), ok({ radiusKm: 501 })]).toEqual([true, true, false, false]);
    expect(getStoresSchema.parse({ q: " Lyon " })!.q).toBe("Lyon");
    expect([ok({ q: "q".repeat(100) }), ok({ q: "q".repeat(101) })]).toEqual([true, false]);
  });
});

describe("shop ids and moderation", () => {
  it("approve or reject one shop", () => {
    expect(shopIdSchema.parse({ shopId: 2 })).toEqual({ shopId: 2 });
    expect(shopIdSchema.safeParse({ shopId: 0 }).success).toBe(false);
    expect(moderateShopSchema.parse({ shopId: 2, decision: "approved" })).toEqual({ shopId: 2, decision: "approved" });
    expect(moderateShopSchema.parse({ shopId: 2, decision: "rejected" })).toEqual({ shopId: 2, decision: "rejected" });
    expect(moderateShopSchema.safeParse({ shopId: 2, decision: "pending" }).success).toBe(false);
    expect(moderateShopSchema.safeParse({ decision: "approved" }).success).toBe(false);
  });
});
