import type { PARTNER_TYPES } from "@escouade/contracts/contact";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const PARTNER_TYPE_LABELS: Record<(typeof PARTNER_TYPES)[number], MessageDescriptor> = {
  shop: msg`Boutique`,
  field: msg`Terrain`,
  association: msg`Association`,
  organizer: msg`Organisateur`,
  other: msg`Autre`,
};
