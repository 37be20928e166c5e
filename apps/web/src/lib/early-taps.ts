import { EARLY_TAPS_GLOBAL } from "@escouade/contracts/prerender";

type EarlyTaps = { [EARLY_TAPS_GLOBAL]?: Element[] };

/**
 * Replays what was tapped on a prerendered page before the app had adopted it (decision 025): the
 * loader (contracts/prerender.ts) held those taps; the adopted page is the same elements, which
 * now answer. Radix menus open on pointerdown, the rest on click: both are sent. Taken once, and
 * the loader stops holding taps.
 */
export function replayEarlyTaps() {
  const holder = window as unknown as EarlyTaps;
  const taps = holder[EARLY_TAPS_GLOBAL] ?? [];
  holder[EARLY_TAPS_GLOBAL] = undefined;
  for (const target of taps) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLFormElement) {
      target.requestSubmit();
      continue;
    }
    const pointer = { bubbles: true, cancelable: true, composed: true, button: 0, pointerType: "mouse", isPrimary: true };
    target.dispatchEvent(new PointerEvent("pointerdown", pointer));
    target.dispatchEvent(new PointerEvent("pointerup", pointer));
    (target as HTMLElement).click();
  }
}
