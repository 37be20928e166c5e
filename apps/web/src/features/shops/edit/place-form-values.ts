import type { FieldKind, PlaceService, UpdatePlaceInput } from "@escouade/contracts/places";

/** What the owners' form edits, read from the place's page. */
export interface PlaceFormValues {
  description: string;
  openingHours: string;
  phone: string;
  website: string;
  photoKeys: string[];
  services: PlaceService[];
  fieldKind: FieldKind | null;
  rules: string;
}

export function placeFormValues(place: PlaceFormValues): PlaceFormValues {
  return {
    description: place.description,
    openingHours: place.openingHours,
    phone: place.phone,
    website: place.website,
    photoKeys: [...place.photoKeys],
    services: [...place.services],
    fieldKind: place.fieldKind,
    rules: place.rules,
  };
}

/** The mutation's input: a shop sends no field kind nor rules (the server would drop them). */
export function updatePlaceInput(shopId: number, version: number, isField: boolean, values: PlaceFormValues): UpdatePlaceInput {
  return { shopId, version, ...values, fieldKind: isField ? values.fieldKind : null, rules: isField ? values.rules : "" };
}
