/** Where check-ins kept on this phone are stored, and the event said when a queue changes (check-in-queue.ts). */
export const CHECK_IN_KEY_PREFIX = "escouade-check-in:";
export const CHECK_IN_QUEUE_CHANGED = "escouade-check-in-queue";

/** The games this phone keeps check-ins for (sent or not: conflicts stay until dismissed). */
export function checkInGameIds(): number[] {
  const games: number[] = [];
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      const gameId = key?.startsWith(CHECK_IN_KEY_PREFIX) ? Number(key.slice(CHECK_IN_KEY_PREFIX.length)) : Number.NaN;
      if (Number.isSafeInteger(gameId)) games.push(gameId);
    }
  } catch {
    // Storage refused: nothing was kept.
  }
  return games;
}

export const keepsCheckIns = () => checkInGameIds().length > 0;

/** Calls `onChange` when a queue changes: in this tab, or in another (the storage event). */
export function subscribeToCheckInQueues(onChange: () => void) {
  window.addEventListener(CHECK_IN_QUEUE_CHANGED, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHECK_IN_QUEUE_CHANGED, onChange);
    window.removeEventListener("storage", onChange);
  };
}
