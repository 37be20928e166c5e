import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False on the server and while React adopts a page written there, true once the browser draws:
 * what only a browser can draw (a map) waits for it, and the adopted page matches the written one.
 */
export function useClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
