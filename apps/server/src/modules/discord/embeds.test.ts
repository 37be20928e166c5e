import { describe, expect, it } from "vitest";
import { connectedMessage, gameMessage, newsMessage, type AnnouncedGame } from "./embeds.ts";

const game: AnnouncedGame = {
  id: 42,
  title: "Opération Brocéliande",
  startsAt: new Date("2031-03-15T08:00:00Z"),
  endsAt: new Date("2031-03-15T16:30:00Z"),
  timeZone: "Europe/Paris",
  placeName: "Le Bois Joli",
  city: "Paimpont",
  postalCode: "35380",
  priceCents: 1250,
  maxPlayers: 40,
  confirmedCount: 40,
  coverUrl: "https://media.example/covers/abc.webp",
};

describe("a game's post", () => {
  it("shows the cover, the field's clock, a price with its cents and a full game as full", () => {
    const [embed] = gameMessage("new_game", game, "fr", "https://escouade.app").embeds;
    expect(embed!.image).toEqual({ url: game.coverUrl });
    expect(embed!.fields).toEqual([
      { name: "Quand", value: `samedi 15 mars, 09:00 – 17:30 (heure de Paris)\n<t:${game.startsAt.getTime() / 1000}:R>` },
      { name: "Où", value: "Le Bois Joli, 35380 Paimpont", inline: true },
      { name: "Prix", value: "12,50\u00a0€", inline: true },
      { name: "Places libres", value: "Complet", inline: true },
    ]);
    expect(embed!.description).toBe("[Voir la partie et s'inscrire sur Escouade](https://escouade.app/fr/games/42)");
  });

  it("names both days of a game over two, on a field in another zone", () => {
    const weekend = { ...game, timeZone: "America/New_York", startsAt: new Date("2031-03-15T14:00:00Z"), endsAt: new Date("2031-03-16T20:00:00Z") };
    const [embed] = gameMessage("game_changed", weekend, "de", "https://escouade.app").embeds;
    expect(embed!.fields![0]!.value).toMatch(/^Samstag, 15\. März 10:00 – Sonntag, 16\. März 16:00 \(Ortszeit New York\)/);
  });

  it("keeps a cancelled game to what was planned: no places, no cover, no invitation to register", () => {
    const [embed] = gameMessage("game_cancelled", game, "en", "https://escouade.app").embeds;
    expect(embed).toMatchObject({ author: { name: "Game cancelled" }, url: "https://escouade.app/en/games/42" });
    expect(embed!.image).toBeUndefined();
    expect(embed!.description).toBeUndefined();
    expect(embed!.fields!.map((field) => field.name)).toEqual(["When", "Where", "Price"]);
  });

  it("cuts what Discord would refuse: a title past 256 characters, news past 4096", () => {
    const [embed] = gameMessage("places_open", { ...game, title: "T".repeat(300), confirmedCount: 38 }, "es", "https://escouade.app").embeds;
    expect(embed!.title).toHaveLength(256);
    expect(embed!.title!.endsWith("…")).toBe(true);
    expect(embed!.fields!.at(-1)).toEqual({ name: "Plazas libres", value: "2 de 40", inline: true });
    const [news] = newsMessage(
      { ownerName: "Les Renards", pageUrl: "https://escouade.app/fr/teams/les-renards", text: "n".repeat(5000), photoUrl: null },
      "fr",
    ).embeds;
    expect(news!.description).toHaveLength(4096);
    expect(news!.image).toBeUndefined();
  });
});

it("the test post lists what the channel will receive, in its language", () => {
  const [embed] = connectedMessage("Les Renards", ["new_game", "places_open", "news"], "en", "https://escouade.app/en/teams/les-renards").embeds;
  expect(embed!.description).toBe("This channel will receive the announcements of Les Renards: new games, places opening up on a full game and news.");
});
