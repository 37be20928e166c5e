import { CONVERSATION_FOLDERS, type ConversationFolder } from "@escouade/contracts/messages";

export interface MessagesSearch {
  /** The requests folder; the inbox when absent. */
  folder?: Exclude<ConversationFolder, "inbox">;
}

export function validateMessagesSearch(search: Record<string, unknown>): MessagesSearch {
  return search.folder === "requests" && CONVERSATION_FOLDERS.includes(search.folder) ? { folder: "requests" } : {};
}
