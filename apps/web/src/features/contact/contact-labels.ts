import type { CONTACT_TOPICS } from "@escouade/contracts/contact";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const CONTACT_TOPIC_LABELS: Record<(typeof CONTACT_TOPICS)[number], MessageDescriptor> = {
  question: msg`Question`,
  account: msg`Compte`,
  game: msg`Partie`,
  report: msg`Signalement`,
  bug: msg`Bug`,
  other: msg`Autre`,
};
