/**
 * Resolves in a later task of the event loop, so the work before and after it are two tasks a
 * phone can paint, scroll and answer a tap between, rather than one long one (Lighthouse's total
 * blocking time counts every task past 50 ms). `scheduler.yield` keeps the page's place at the
 * front of the queue where the browser has it; elsewhere a zero timeout does.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
