import { useSyncExternalStore } from "react";

/**
 * A new version of the app (a new deploy) as this tab sees it: its service worker installed and
 * waiting ("available"), activating because the player tapped "update" here ("updating"), or
 * activated from another tab while this one still runs the old code ("reload-needed").
 */
export type AppUpdateState = "none" | "available" | "updating" | "reload-needed";

// Past this, the new worker never took control (it was gone, or failed): reloading still gets
// the player the newest files the server has, which is what they asked for.
const TAKE_CONTROL_TIMEOUT_MS = 8000;

/**
 * Nothing here reloads by itself: a form being filled in would be lost, so the page reloads only
 * after a tap on "update" in this very tab. `reload` is the page's (a parameter for the tests).
 */
export function createAppUpdateStore(reload: () => void) {
  let update: AppUpdateState = "none";
  let dismissed = false;
  let requestedHere = false;
  let activateWaitingWorker: (() => Promise<void>) | null = null;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const set = (next: AppUpdateState) => {
    update = next;
    dismissed = false;
    notify();
  };

  return {
    /**
     * vite-plugin-pwa's registerSW: a new worker is waiting. It may say so twice for one worker
     * (installed, then waiting): a "later" already tapped holds until the next visit.
     */
    onNeedRefresh() {
      if (update === "none" || update === "reload-needed") set("available");
    },
    /**
     * Another worker took control of this tab (the browser's controllerchange). The first one
     * claiming the page of the first visit is no new version: only one seen waiting counts.
     */
    onControllerChange() {
      if (update === "none") return;
      if (requestedHere) reload();
      else set("reload-needed");
    },
    /** Given once registered: what registerSW returns, which tells the waiting worker to take over. */
    setActivateWaitingWorker(activate: () => Promise<void>) {
      activateWaitingWorker = activate;
    },
    /** The player's tap: activate the waiting version, then reload when it takes control. */
    async apply() {
      if (update === "reload-needed" || !activateWaitingWorker) {
        reload();
        return;
      }
      requestedHere = true;
      set("updating");
      await activateWaitingWorker();
      setTimeout(reload, TAKE_CONTROL_TIMEOUT_MS);
    },
    /** "Later": hidden until the next visit (the worker still waits then, and is offered again). */
    dismiss() {
      dismissed = true;
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    current(): AppUpdateState {
      return dismissed && update !== "updating" ? "none" : update;
    },
  };
}

export type AppUpdateStore = ReturnType<typeof createAppUpdateStore>;

/** This tab's. */
export const appUpdates = createAppUpdateStore(() => window.location.reload());

/** The update to offer in this tab, if any. */
export function useAppUpdate(): AppUpdateState {
  return useSyncExternalStore(appUpdates.subscribe, appUpdates.current, () => "none");
}
