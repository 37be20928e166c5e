import { useSyncExternalStore } from "react";

/** Whether a CSS media query matches, following changes (rotating a tablet, resizing a window). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    // A page the server draws is drawn for no screen: as if the query did not match, then as it does.
    () => false,
  );
}
