import type { ShopStatus, ShopType } from "@escouade/contracts/shops";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Words for shop types and report statuses: the search, the report form and moderation share them. */
export const SHOP_TYPE_LABELS: Record<ShopType, MessageDescriptor> = {
  physical: msg`Boutique`,
  online: msg`Boutique en ligne`,
  field: msg`Terrain`,
  workshop: msg`Atelier / réparation`,
};

export const SHOP_STATUS_LABELS: Record<ShopStatus, MessageDescriptor> = {
  pending: msg`En cours de vérification`,
  approved: msg`Ajoutée`,
  rejected: msg`Refusée`,
};
