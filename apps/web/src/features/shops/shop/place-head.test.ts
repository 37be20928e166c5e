import { describe, expect, it } from "vitest";
import { placeHead } from "./place-head.ts";
import type { Place } from "./use-shop.ts";

const ORIGIN = "https://escouade.example";
const jsonLdOf = (head: { scripts: { children: string }[] }) => JSON.parse(head.scripts[0]!.children) as Record<string, unknown>;
const metaOf = (head: { meta: Partial<Record<string, string>>[] }, key: string) => head.meta.find((m) => m.property === key || m.name === key)?.content;

const place = (overrides: Partial<Place> = {}) =>
  ({
    id: 7,
    type: "field",
    name: "Fort de Bron",
    street: "Chemin du Fort",
    city: "Bron",
    postalCode: "69500",
    country: "fr",
    latitude: 45.73,
    longitude: 4.91,
    website: "https://fort.example",
    phone: "+33 4 78 00 00 00",
    openingHours: "",
    description: "Huit hectares de bois.",
    services: [],
    fieldKind: "woodland",
    rules: "",
    photoKeys: ["photos/abc"],
    version: 1,
    owners: [],
    rating: { average: 4.5, count: 2 },
    followers: 0,
    viewer: null,
    ...overrides,
  }) as unknown as Place;

describe("a place's page", () => {
  it("is a sports location for a field, with its address, position, photos and players' rating", () => {
    const ld = jsonLdOf(placeHead(place(), { origin: ORIGIN, lang: "fr" }));
    expect(ld).toMatchObject({
      "@type": "SportsActivityLocation",
      name: "Fort de Bron",
      url: `${ORIGIN}/fr/shops/7`,
      address: { "@type": "PostalAddress", streetAddress: "Chemin du Fort", addressLocality: "Bron", postalCode: "69500", addressCountry: "FR" },
      geo: { "@type": "GeoCoordinates", latitude: 45.73, longitude: 4.91 },
      telephone: "+33 4 78 00 00 00",
      sameAs: ["https://fort.example"],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    });
    expect((ld.image as string[])[0]).toMatch(/^https?:\/\/.*photos\/abc-large\.webp$/);
  });

  it("is a store for a shop, and claims no rating nobody gave", () => {
    const head = placeHead(place({ type: "physical", rating: { average: null, count: 0 }, photoKeys: [], phone: "", website: "" }), {
      origin: ORIGIN,
      lang: "en",
    });
    const ld = jsonLdOf(head);
    expect(ld["@type"]).toBe("Store");
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("telephone");
    expect(ld).not.toHaveProperty("image");
    expect(metaOf(head, "og:url")).toBe(`${ORIGIN}/en/shops/7`);
  });
});
