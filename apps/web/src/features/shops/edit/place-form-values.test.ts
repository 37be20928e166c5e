import { updatePlaceSchema } from "@escouade/contracts/places";
import { describe, expect, it } from "vitest";
import { placeFormValues, updatePlaceInput } from "./place-form-values.ts";

const place = {
  description: "Bois et bunkers",
  openingHours: "Dim. 8 h 30–17 h",
  phone: "04 78 00 00 00",
  website: "https://terrain.example",
  photoKeys: ["uploads/00000000-0000-4000-8000-000000000001"],
  services: ["rental" as const, "parking" as const],
  fieldKind: "woods" as const,
  rules: "Billes bio uniquement.",
};

describe("the owners' form", () => {
  it("starts from the page, as copies the form may change", () => {
    const values = placeFormValues(place);
    expect(values).toEqual(place);
    values.services.push("food");
    expect(place.services).toEqual(["rental", "parking"]);
  });

  it("sends a field's kind and rules, never a shop's", () => {
    expect(updatePlaceInput(4, 2, true, place)).toMatchObject({ shopId: 4, version: 2, fieldKind: "woods", rules: "Billes bio uniquement." });
    expect(updatePlaceInput(4, 2, false, place)).toMatchObject({ fieldKind: null, rules: "" });
    expect(updatePlaceSchema.safeParse(updatePlaceInput(4, 2, true, place)).success).toBe(true);
  });
});
