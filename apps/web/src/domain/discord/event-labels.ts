import type { DiscordEvent, DiscordOwnerKind } from "@escouade/contracts/discord";
import { useLingui } from "@lingui/react/macro";

/** What each announcement is, in the words of whose channel it is. */
export function useEventLabels(kind: DiscordOwnerKind): Record<DiscordEvent, string> {
  const { t } = useLingui();
  return {
    new_game: kind === "team" ? t`Les parties où va un membre` : kind === "place" ? t`Les nouvelles parties sur ce terrain` : t`Mes nouvelles parties`,
    game_updates: t`Modifications et annulations`,
    places_open: t`Places libérées sur une partie complète`,
    news: kind === "team" ? t`Les actualités de l'équipe` : t`Les actualités du lieu`,
  };
}
