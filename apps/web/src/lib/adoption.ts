/**
 * Whether the browser is still adopting the page the server wrote (decision 030): its first render
 * must draw what the server drew, and its parts are adopted one task after the other.
 */
let adoptingNow = false;
const afterwards = new Set<() => void>();
const waiting = new Set<Promise<void>>();

export const adopting = () => adoptingNow;

/** Runs `then` once the page is adopted (at once if it is); answers how to take it back. */
export function afterAdoption(then: () => void): (() => void) | undefined {
  if (!adoptingNow) {
    then();
    return undefined;
  }
  afterwards.add(then);
  return () => void afterwards.delete(then);
}

/** A part whose adoption waits for `later`: adoption ends once every such wait is over. */
export function awaitedPart(later: Promise<void>) {
  waiting.add(later);
  void later.finally(() => waiting.delete(later));
}

/** Adopts the page with `render`, then tells the components that drew it as written to draw themselves. */
export async function adopt(render: () => void, nextTask: () => Promise<void>) {
  adoptingNow = true;
  try {
    render();
    await nextTask();
    while (waiting.size > 0) {
      await Promise.all(waiting);
      await nextTask();
    }
  } finally {
    adoptingNow = false;
    for (const then of afterwards) then();
    afterwards.clear();
  }
}
