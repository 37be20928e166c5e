import { msg } from "@lingui/core/macro";
import type { I18n } from "@lingui/core";
import type { ConversationSummary } from "./messages-queries.ts";

/** What a conversation is called: the other player, or the team's or game's name. */
export function conversationTitle(conversation: Pick<ConversationSummary, "kind" | "other" | "channel">, i18n: I18n): string {
  if (conversation.kind === "direct") return conversation.other?.username ?? i18n._(msg`Joueur supprimé`);
  return conversation.channel?.name ?? "";
}

/** The kind of a channel, under its name; nothing for a conversation between two players. */
export function channelKindLabel(kind: ConversationSummary["kind"], i18n: I18n): string | null {
  if (kind === "team") return i18n._(msg`Discussion de l'équipe`);
  if (kind === "game") return i18n._(msg`Discussion de la partie`);
  return null;
}
