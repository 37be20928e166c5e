import { isField, type UpdatePlaceData, type UpdatePlaceInput } from "@escouade/contracts/places";
import type { Place } from "../shop/use-shop.ts";
import type { UseFormReturn } from "react-hook-form";

/** What the owners' form reads from a place's page (getShop). */
export type EditablePlace = Pick<
  Place,
  "id" | "type" | "version" | "description" | "openingHours" | "phone" | "website" | "photoKeys" | "services" | "fieldKind" | "rules"
>;

/** The form's values: the mutation's whole input, checked by its schema (`version` is the one the editor started from). */
export type PlaceFormValues = Required<UpdatePlaceInput>;

export function placeFormValues(place: EditablePlace): PlaceFormValues {
  return {
    shopId: place.id,
    version: place.version,
    description: place.description,
    openingHours: place.openingHours,
    phone: place.phone,
    website: place.website,
    // Copies: the form changes its own lists, never the cached page's.
    photoKeys: [...place.photoKeys],
    services: [...place.services],
    fieldKind: place.fieldKind,
    rules: place.rules,
  };
}

/** The mutation's input from the checked values: a shop sends no field kind nor rules (the server would drop them). */
export function updatePlaceInput(type: EditablePlace["type"], data: UpdatePlaceData): UpdatePlaceInput {
  return isField(type) ? data : { ...data, fieldKind: null, rules: "" };
}

/** The owners' form: its values, and the mutation's data once its schema has checked them. */
export type PlaceForm = UseFormReturn<PlaceFormValues, unknown, UpdatePlaceData>;
