import { Suspense, type ReactNode } from "react";
import { awaitedPart, adopting } from "./adoption.ts";
import { nextTask } from "./next-task.ts";

const adopted = new Map<string, Promise<void> | true>();

function WaitItsTurn({ name, children }: { name: string; children: ReactNode }) {
  if (adopting()) {
    let turn = adopted.get(name);
    if (turn === undefined) {
      turn = nextTask().then(() => void adopted.set(name, true));
      adopted.set(name, turn);
      awaitedPart(turn);
    }
    // Suspended while the page is adopted, a part keeps the server's markup and is adopted when
    // its turn comes, in a task of its own.
    if (turn !== true) throw turn;
  }
  return children;
}

/**
 * A part of the page adopted in a task of its own (decision 030). Preact adopts a page in one go:
 * on a slow phone, one task of a few hundred ms. Its children must draw one element (the markup
 * kept while the part waits is one node).
 */
export function AdoptedApart({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitItsTurn name={name}>{children}</WaitItsTurn>
    </Suspense>
  );
}
