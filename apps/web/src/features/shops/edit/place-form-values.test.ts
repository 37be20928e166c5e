import { updatePlaceSchema } from "@escouade/contracts/places";
import { describe, expect, it } from "vitest";
import { placeFormValues, updatePlaceInput, type EditablePlace } from "./place-form-values.ts";

const field: EditablePlace = {
  id: 4,
  type: "field",
  version: 7,
  description: "Bois et bunkers",
  openingHours: "Dim. 8 h 30–17 h",
  phone: "04 78 00 00 00",
  website: "https://terrain.example",
  photoKeys: ["uploads/00000000-0000-4000-8000-000000000001"],
  services: ["rental", "parking"],
  fieldKind: "woods",
  rules: "Billes bio uniquement.",
};

const shop: EditablePlace = { ...field, id: 9, type: "physical", fieldKind: null, rules: "" };

/** What the form hands to the mutation once zodResolver has checked the values. */
function submitted(place: EditablePlace, edit: (values: ReturnType<typeof placeFormValues>) => void = () => {}) {
  const values = placeFormValues(place);
  edit(values);
  return updatePlaceInput(place.type, updatePlaceSchema.parse(values));
}

describe("the owners' form values", () => {
  it("start from the page, with its id and the version the editor starts from", () => {
    expect(placeFormValues(field)).toEqual({
      shopId: 4,
      version: 7,
      description: "Bois et bunkers",
      openingHours: "Dim. 8 h 30–17 h",
      phone: "04 78 00 00 00",
      website: "https://terrain.example",
      photoKeys: ["uploads/00000000-0000-4000-8000-000000000001"],
      services: ["rental", "parking"],
      fieldKind: "woods",
      rules: "Billes bio uniquement.",
    });
  });

  it("are copies: ticking a service or adding a photo leaves the cached page alone", () => {
    const values = placeFormValues(field);
    values.services.push("food");
    values.photoKeys.pop();
    expect(field.services).toEqual(["rental", "parking"]);
    expect(field.photoKeys).toHaveLength(1);
  });

  it("go back unchanged when nothing was edited", () => {
    expect(submitted(field)).toEqual(placeFormValues(field));
  });

  it("go back with the edits, the services in the contract's order", () => {
    const input = submitted(field, (values) => {
      values.services = ["showers", "rental"];
      values.fieldKind = null;
      values.openingHours = "  Sam. 9 h–18 h  ";
    });
    expect(input).toMatchObject({ shopId: 4, version: 7, services: ["rental", "showers"], fieldKind: null, openingHours: "Sam. 9 h–18 h" });
  });

  it("send a field's kind and rules, never a shop's", () => {
    expect(submitted(field)).toMatchObject({ fieldKind: "woods", rules: "Billes bio uniquement." });
    const fromShop = submitted(shop, (values) => {
      values.fieldKind = "urban";
      values.rules = "Rien à voir ici";
    });
    expect(fromShop).toMatchObject({ shopId: 9, fieldKind: null, rules: "" });
  });

  it("keep an empty page empty", () => {
    const empty: EditablePlace = { ...shop, description: "", openingHours: "", phone: "", website: "", photoKeys: [], services: [] };
    expect(submitted(empty)).toEqual({ ...placeFormValues(empty), fieldKind: null, rules: "" });
  });
});
