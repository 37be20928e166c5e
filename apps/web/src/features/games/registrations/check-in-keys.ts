/** Where check-ins kept on this phone are stored, and the event said when a queue changes (check-in-queue.ts). */
export const CHECK_IN_KEY_PREFIX = "escouade-check-in:";
export const CHECK_IN_QUEUE_CHANGED = "escouade-check-in-queue";

/** Whether this phone keeps check-ins for any game, sent or not. */
export function keepsCheckIns(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (localStorage.key(index)?.startsWith(CHECK_IN_KEY_PREFIX)) return true;
    }
  } catch {
    // Storage refused: nothing was kept.
  }
  return false;
}
