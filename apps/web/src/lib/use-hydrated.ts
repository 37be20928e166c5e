import { useSyncExternalStore } from "react";

const noChange = () => () => undefined;

/**
 * False on the server and while the browser hydrates the page it drew, true after: for what only
 * a browser can draw (a portal into <body>), so hydration meets the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChange,
    () => true,
    () => false,
  );
}
