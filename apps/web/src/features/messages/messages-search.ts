import type { ConversationFolder } from "@escouade/contracts/messages";

export interface MessagesSearch {
  /** The requests folder; the inbox when absent. */
  folder?: Exclude<ConversationFolder, "inbox">;
}

/** Runs in the entry with the route tree: no schema library here, one literal to check. */
export function validateMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  return search.folder === "requests" ? { folder: "requests" } : {};
}
