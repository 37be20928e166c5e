import { ADOPTED_ATTRIBUTE, ANSWERING_PROPERTY, EARLY_TAPS_GLOBAL, PRERENDERED_ATTRIBUTE } from "@escouade/contracts/prerender";

/** What the loader (contracts/prerender.ts) holds: the buttons tapped and forms sent before the app had adopted them. */
function held(): Element[] {
  return (window as unknown as Record<string, Element[] | undefined>)[EARLY_TAPS_GLOBAL] ?? [];
}

/**
 * The tap held for this button: on this very element, or on the written one it replaced. React
 * may draw a part again instead of adopting it (a menu whose code was still on its way when the
 * page above it changed): the button drawn in its place, with the same words, answers the tap.
 */
function take(element: Element): boolean {
  const list = held();
  let index = list.indexOf(element);
  if (index < 0) index = list.findIndex((tapped) => !tapped.isConnected && sameButton(tapped, element));
  if (index < 0) return false;
  list.splice(index, 1);
  return true;
}

function sameButton(a: Element, b: Element) {
  return a.tagName === b.tagName && a.textContent === b.textContent && a.getAttribute("aria-label") === b.getAttribute("aria-label");
}

/**
 * Who answers a tap claimed by `element`: itself, or, when React drew it again between the claim
 * and the answer, the button now in its place (committed, same words). Null while none is.
 */
function answererFor(element: Element): Element | null {
  if (element.isConnected) return element;
  for (const candidate of document.querySelectorAll(element.tagName)) {
    if ((candidate as unknown as Record<string, boolean>)[ANSWERING_PROPERTY] === true && sameButton(element, candidate)) return candidate;
  }
  return null;
}

function replay(claimedBy: Element) {
  const target = answererFor(claimedBy);
  // Its replacement is not committed yet: held again, it claims the tap once it is.
  if (!target) return void held().push(claimedBy);
  // Radix menus open on pointerdown, the rest on click: both are sent, as a mouse would.
  const pointer = { bubbles: true, cancelable: true, composed: true, button: 0, pointerType: "mouse", isPrimary: true };
  target.dispatchEvent(new PointerEvent("pointerdown", pointer));
  target.dispatchEvent(new PointerEvent("pointerup", pointer));
  (target as HTMLElement).click();
}

/**
 * For a component's element, once committed (from its effect): if it was tapped before the app had
 * adopted it, the tap is answered now (components/ui/button.tsx). Only a commit says React answers:
 * an event sent to a part it is still adopting (its render may be set aside and redone) is lost.
 */
export function claimEarlyTap(element: Element | null) {
  if (!element) return;
  // From now on its taps reach React: the loader lets them through.
  (element as unknown as Record<string, boolean>)[ANSWERING_PROPERTY] = true;
  if (take(element)) setTimeout(() => replay(element), 0);
}

/**
 * Marks the root once the app has adopted a prerendered page (decision 025). Held
 * taps are answered by their own buttons, each once its part of the page is committed; a form sent
 * without a button (Enter in a form that has none) stays held: it is not sent as a plain GET.
 */
export function markAdopted() {
  const root = document.getElementById("root");
  if (root?.hasAttribute(PRERENDERED_ATTRIBUTE)) root.setAttribute(ADOPTED_ATTRIBUTE, "");
}
