import { describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n.ts";
import { teamTeaserHead, type TeaserTeam } from "./team-teaser-head.ts";

const ORIGIN = "https://escouade.example";
const jsonLdOf = (head: { scripts: { children: string }[] }) => JSON.parse(head.scripts[0]!.children) as Record<string, unknown>;
const metaOf = (head: { meta: Partial<Record<string, string>>[] }, key: string) => head.meta.find((m) => m.property === key || m.name === key)?.content;

describe("a team's shared link", () => {
  const team = {
    name: "Les Loups",
    slug: "les-loups",
    logoKey: "logos/loups",
    bannerKey: null,
    description: "Milsim le week-end.",
    city: "Lyon",
    postalCode: "69003",
    country: "fr",
    languages: ["fr"],
    recruiting: true,
    recruitingText: "",
    minimumAge: 18,
    foundedYear: 2015,
    isAssociation: true,
    links: { discord: "https://discord.gg/loups", website: "javascript:alert(1)" },
    homeField: null,
    memberCount: 12,
  } as unknown as TeaserTeam;

  it("is a sports team with its city, logo and its own web links, never a script address", () => {
    i18n.activate("fr");
    const head = teamTeaserHead(i18n, team, { origin: ORIGIN, lang: "fr" });
    const ld = jsonLdOf(head);
    expect(ld).toMatchObject({
      "@type": "SportsTeam",
      sport: "Airsoft",
      name: "Les Loups",
      url: `${ORIGIN}/fr/teams/les-loups`,
      foundingDate: "2015",
      location: { address: { addressLocality: "Lyon", postalCode: "69003", addressCountry: "FR" } },
      sameAs: ["https://discord.gg/loups"],
    });
    expect(ld.logo).toMatch(/logos\/loups-large\.webp$/);
    // No banner: the logo is the preview.
    expect(metaOf(head, "og:image")).toBe(ld.logo);
  });
});
