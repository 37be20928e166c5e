import { describe, expect, it } from "vitest";
import {
  atField,
  createDefaults,
  duplicateDefaults,
  editDefaults,
  fromDateTimeLocal,
  pickedFieldOf,
  sameWallTime,
  toDateTimeLocal,
  type FieldAddress,
  type StoredGame,
} from "./form-values.ts";

const game: StoredGame = {
  id: 12,
  title: "Dominicale du Bois Noir",
  type: "dominicale",
  description: "Une dominicale en forêt, deux camps.",
  rules: "Semi en intérieur, 10 m pour les DMR.",
  // Sunday 22 March 2026, 09:00 to 17:00 near Lyon (winter time).
  startsAt: new Date("2026-03-22T08:00:00Z"),
  endsAt: new Date("2026-03-22T16:00:00Z"),
  timeZone: "Europe/Paris",
  maxPlayers: 40,
  priceCents: 1500,
  street: "Chemin des Bois",
  city: "Lyon",
  postalCode: "69009",
  country: "fr",
  latitude: 45.76,
  longitude: 4.83,
  visibility: "public",
  languages: ["fr"],
  protections: ["eyes"],
  equipment: ["aeg"],
  pyrotechnics: [],
  facilities: ["parking"],
  powerLimits: { aeg: { min: 0, max: 350 }, dmr: { min: 350, max: 450 }, semi: { min: 0, max: 400 }, auto: { min: 0, max: 350 } },
  paymentUrl: null,
  cancellationNoticeHours: 48,
  questions: [{ id: "qrental", label: "Location ?", kind: "choice", required: true, options: ["Oui", "Non"] }],
  approvalRequired: true,
  shopId: 7,
  place: { id: 7, name: "Terrain du Bois Noir" },
  coverImageKey: "games/cover.webp",
  photoKeys: ["games/a.webp"],
};

describe("a duplicated game", () => {
  it("keeps every field and its images, but not its id, and asks for the terms again", () => {
    const copy = duplicateDefaults(game, new Date("2026-03-20T12:00:00Z"));
    expect(copy).not.toHaveProperty("gameId");
    expect(copy).toMatchObject({
      title: game.title,
      rules: game.rules,
      maxPlayers: 40,
      cancellationNoticeHours: 48,
      approvalRequired: true,
      shopId: 7,
      coverImageKey: "games/cover.webp",
      photoKeys: ["games/a.webp"],
    });
    expect(copy.powerLimits).toEqual(game.powerLimits);
    // The questions keep their ids (answers are per game), in a copy the form may edit freely.
    expect(copy.questions).toEqual(game.questions);
    expect(copy.questions).not.toBe(game.questions);
    expect(copy.powerLimits).not.toBe(game.powerLimits);
    expect(copy.termsAccepted).toBe(false);
  });

  it("moves by whole weeks to the first Sunday ahead, at 09:00 on the field's clock across summer time", () => {
    // A week later is 29 March, summer time: still 09:00 in Paris, so 07:00 UTC.
    const nextWeek = duplicateDefaults(game, new Date("2026-03-20T12:00:00Z"));
    expect(nextWeek.startsAt).toEqual(new Date("2026-03-29T07:00:00Z"));
    expect(nextWeek.endsAt).toEqual(new Date("2026-03-29T15:00:00Z"));
    // Copied in June: the first Sunday after, still 09:00 there.
    const later = duplicateDefaults(game, new Date("2026-06-10T12:00:00Z"));
    expect(later.startsAt).toEqual(new Date("2026-06-14T07:00:00Z"));
  });
});

const field: FieldAddress = {
  id: 9,
  name: "Terrain des Pins",
  street: "Route des Pins",
  city: "Bordeaux",
  postalCode: "33000",
  country: "fr",
  latitude: 44.84,
  longitude: -0.58,
  rules: "Pas de tir à moins de 5 m.",
};

describe("the known field a game names", () => {
  it("is none for a new game, and the edited game's own otherwise, shown by its name", () => {
    expect(createDefaults("fr").shopId).toBeNull();
    expect(editDefaults(game)).toMatchObject({ gameId: 12, shopId: 7 });
    expect(editDefaults({ ...game, shopId: null, place: null }).shopId).toBeNull();
    expect(pickedFieldOf(game)).toEqual({ id: 7, name: "Terrain du Bois Noir", city: "Lyon" });
    expect(pickedFieldOf({ ...game, shopId: null, place: null })).toBeNull();
  });

  it("gives a new game started at it its address and its rules", () => {
    const defaults = atField(createDefaults("fr"), field);
    expect(defaults).toMatchObject({
      shopId: 9,
      address: { street: "Route des Pins", city: "Bordeaux", postalCode: "33000", country: "fr", latitude: 44.84, longitude: -0.58 },
      rules: "Pas de tir à moins de 5 m.",
    });
    // A field without written rules leaves the organizer's empty box.
    expect(atField(createDefaults("fr"), { ...field, rules: " " }).rules).toBe("");
  });
});

describe("the form's times", () => {
  it("are the field's wall clock, whatever the device's zone", () => {
    expect(toDateTimeLocal(new Date("2026-03-22T08:00:00Z"), "Europe/Paris")).toBe("2026-03-22T09:00");
    expect(fromDateTimeLocal("2026-03-22T09:00", "Europe/London")).toEqual(new Date("2026-03-22T09:00:00Z"));
    expect(fromDateTimeLocal("", "Europe/Paris")).toBeUndefined();
    expect(toDateTimeLocal(undefined, "Europe/Paris")).toBe("");
  });

  it("keep their wall-clock time when the place moves to another zone", () => {
    const nine = new Date("2026-03-22T08:00:00Z");
    expect(sameWallTime(nine, "Europe/Paris", "Atlantic/Canary")).toEqual(new Date("2026-03-22T09:00:00Z"));
    expect(sameWallTime(nine, "Europe/Paris", "Europe/Paris")).toBe(nine);
    expect(sameWallTime(undefined, "Europe/Paris", "Europe/London")).toBeUndefined();
  });
});
