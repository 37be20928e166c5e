import { useSyncExternalStore } from "react";

// docs/product.md §6: whether the notification panel is open is one flag for the whole app, so the desktop
// bell, the phone menu row and the panel itself agree without sharing a parent.
let open = false;
const listeners = new Set<() => void>();

export function setNotificationPanelOpen(next: boolean) {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNotificationPanelOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
