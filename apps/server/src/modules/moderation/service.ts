/*
 * The moderators' queue and their actions (docs/product.md §8), one small file per concern:
 * the queue and a target's view, the decisions on content, the decisions on accounts, the log.
 */
export { getQueue, getTarget } from "./queue.ts";
export { dismiss, remove, warn } from "./actions.ts";
export { ban, lift, setModerator, suspend } from "./accounts.ts";
export { getAuditLog } from "./audit-log.ts";
export { isAdmin } from "./audit.ts";
