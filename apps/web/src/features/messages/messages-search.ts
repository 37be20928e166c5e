import type { ConversationFolder } from "@escouade/contracts/messages";
import * as z from "zod/mini";
import { orAbsent } from "@/domain/search/search-params.ts";

/** The requests folder, or the inbox when absent. */
export const messagesSearchSchema = z.object({ folder: orAbsent(z.literal("requests" satisfies Exclude<ConversationFolder, "inbox">)) });

export type MessagesSearch = z.output<typeof messagesSearchSchema>;
