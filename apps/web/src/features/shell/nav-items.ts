import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LinkProps } from "@tanstack/react-router";
import { Gamepad2, Map as MapIcon, MessageCircle, Store, Users, UsersRound, Wrench, type LucideIcon } from "lucide-react";

export interface NavItem {
  key: string;
  label: MessageDescriptor;
  icon: LucideIcon;
  /** Route of the section; absent while its feature has not shipped (shown as "soon", never as a broken link). */
  to?: LinkProps["to"];
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: "games", label: msg`Parties`, icon: Gamepad2, to: "/$lang/search/games" },
  { key: "shops", label: msg`Boutiques`, icon: Store, to: "/$lang/search/shops" },
  { key: "map", label: msg`Carte`, icon: MapIcon, to: "/$lang/map" },
  { key: "players", label: msg`Joueurs`, icon: Users, to: "/$lang/search/players" },
  { key: "teams", label: msg`Équipes`, icon: UsersRound, to: "/$lang/teams" },
  { key: "messages", label: msg`Messages`, icon: MessageCircle, to: "/$lang/messages" },
  { key: "toolbox", label: msg`Boîte à outils`, icon: Wrench, to: "/$lang/toolbox" },
];
