import type { FieldKind, PlaceService } from "@escouade/contracts/places";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** What a place offers, as its page and its owners' form name it. */
export const PLACE_SERVICE_LABELS: Record<PlaceService, MessageDescriptor> = {
  rental: msg`Location de répliques`,
  repair: msg`Réparation`,
  chrono: msg`Chrono`,
  shop: msg`Boutique`,
  parking: msg`Parking`,
  food: msg`Restauration`,
  showers: msg`Douches`,
};

export const FIELD_KIND_LABELS: Record<FieldKind, MessageDescriptor> = {
  woods: msg`Bois`,
  urban: msg`Urbain / CQB`,
  mixed: msg`Mixte`,
  indoor: msg`Intérieur`,
};
