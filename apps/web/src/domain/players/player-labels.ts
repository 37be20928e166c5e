import type { Availability, BadgeId, EquipmentKind, FriendshipView, NameVisibility } from "@escouade/contracts/players";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/*
 * Words for the players vocabulary, shared by every screen that shows a player. The records are
 * keyed by the contracts' types, so a new value there fails the build here until it is worded;
 * only types are imported, which keeps zod (contracts/players) out of the screens' chunks.
 */

export const AVAILABILITY_LABELS: Record<Availability, MessageDescriptor> = {
  available: msg`Disponible`,
  unavailable: msg`Indisponible`,
};

/** Who sees the player's real name, or their age (docs/product.md §5), as the player chooses it. */
export const NAME_VISIBILITY_LABELS: Record<NameVisibility, MessageDescriptor> = {
  everyone: msg`Toute personne connectée`,
  friends: msg`Vos amis et votre équipe`,
  nobody: msg`Personne`,
};

export const EQUIPMENT_KIND_LABELS: Record<EquipmentKind, MessageDescriptor> = {
  replica: msg`Réplique`,
  protection: msg`Protection`,
  other: msg`Autre`,
};

/** Group headings of a player's gear, in the order shown. */
export const EQUIPMENT_GROUP_LABELS: Record<EquipmentKind, MessageDescriptor> = {
  replica: msg`Répliques`,
  protection: msg`Protections`,
  other: msg`Autre équipement`,
};

export const FRIENDSHIP_VIEW_LABELS: Record<FriendshipView, MessageDescriptor> = {
  friends: msg`Amis`,
  requests: msg`Demandes reçues`,
  pending: msg`Demandes envoyées`,
  others: msg`Autres joueurs`,
};

/** Each badge's name and what earns it (the server's players/activity.ts decides), in the order shown. */
export const BADGE_LABELS: Record<BadgeId, { name: MessageDescriptor; description: MessageDescriptor }> = {
  first_game: { name: msg`Baptême du feu`, description: msg`A joué sa première partie.` },
  games_10: { name: msg`Pilier du terrain`, description: msg`A joué 10 parties.` },
  games_50: { name: msg`Légende du terrain`, description: msg`A joué 50 parties.` },
  first_organized: { name: msg`Premier briefing`, description: msg`A organisé sa première partie.` },
  organizer_10: { name: msg`Organisation rodée`, description: msg`A organisé 10 parties.` },
  team_founder: { name: msg`Première pierre`, description: msg`A fondé une équipe.` },
  one_year: { name: msg`Un an dans l'Escouade`, description: msg`Membre depuis un an.` },
  friends_10: { name: msg`Belle bande`, description: msg`Compte 10 amis.` },
  fair_player: { name: msg`Fair-play exemplaire`, description: msg`Fair-play noté au moins 4,5 sur 5 (5 notes minimum).` },
  top_organizer: { name: msg`Parties appréciées`, description: msg`Parties notées au moins 4,5 sur 5 (5 notes minimum).` },
};
