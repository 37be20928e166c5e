import { EARLY_TAPS_GLOBAL, PRERENDERED_ATTRIBUTE } from "@escouade/contracts/prerender";

/** How long after adoption a held tap may wait for the part of the page it landed on (its code may be on its way). */
const PATIENCE_MS = 15_000;
/**
 * React writes its props on an element while adopting it, and only answers its events once that
 * part is committed: an element without a component of ours to say so is given this long.
 */
const SETTLE_MS = 300;

/** What the loader (contracts/prerender.ts) holds: the buttons tapped and forms sent before the app had adopted them. */
function held(): Element[] {
  return (window as unknown as Record<string, Element[] | undefined>)[EARLY_TAPS_GLOBAL] ?? [];
}

function take(element: Element): boolean {
  const list = held();
  const index = list.indexOf(element);
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}

function replay(target: Element) {
  if (target instanceof HTMLFormElement) {
    target.requestSubmit();
    return;
  }
  // Radix menus open on pointerdown, the rest on click: both are sent, as a mouse would.
  const pointer = { bubbles: true, cancelable: true, composed: true, button: 0, pointerType: "mouse", isPrimary: true };
  target.dispatchEvent(new PointerEvent("pointerdown", pointer));
  target.dispatchEvent(new PointerEvent("pointerup", pointer));
  (target as HTMLElement).click();
}

/**
 * For a component's element, once committed (from its effect): if it was tapped before the app had
 * adopted it, the tap is answered now (components/ui/button.tsx).
 */
export function claimEarlyTap(element: Element | null) {
  if (element && take(element)) setTimeout(() => replay(element), 0);
}

/** Whether React has adopted this element: it keeps its props on the node under a key of its own. */
function adopted(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith("__reactProps$"));
}

/**
 * Once the app has adopted a prerendered page (decision 025): marks it so (`data-adopted` on the
 * root), and answers the held taps that no component claimed (a plain button, a form without a
 * submit button) once their part has been adopted and has settled. Taps are answered in the
 * order they were made.
 */
export function replayEarlyTaps() {
  const root = document.getElementById("root");
  if (!root?.hasAttribute(PRERENDERED_ATTRIBUTE) || root.hasAttribute("data-adopted")) return;
  root.setAttribute("data-adopted", "");
  const adoptedAt = new Map<Element, number>();
  const deadline = Date.now() + PATIENCE_MS;
  const timer = setInterval(() => {
    for (const element of [...held()]) {
      // Drawn again rather than adopted (or gone with a navigation): that tap is spent.
      if (!element.isConnected) {
        take(element);
        continue;
      }
      if (!adopted(element)) continue;
      const since = adoptedAt.get(element) ?? Date.now();
      adoptedAt.set(element, since);
      if (Date.now() - since >= SETTLE_MS && take(element)) replay(element);
    }
    if (Date.now() > deadline) clearInterval(timer);
  }, 100);
}
