import { msg } from "@lingui/core/macro";
import { afterLoadWhenIdle } from "@/lib/after-load.ts";
import { i18n } from "@/lib/i18n.ts";
import { toast } from "@/lib/toast.ts";
import { appUpdates } from "./app-update-store.ts";

// A tab can stay open for days (the app installed on a phone): it looks for a new deploy now and then.
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The service worker precaches the whole app so it opens offline. A new deploy installs beside
 * the running one and waits: the player is offered to update (app-update-store.ts), never
 * reloaded unasked. It is registered after the first screen: its precache downloads every file.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  // Offline at that moment (a phone losing signal): the next load registers it.
  afterLoadWhenIdle(
    () =>
      void import("virtual:pwa-register")
        .then(({ registerSW }) => {
          const activateWaitingWorker = registerSW({
            immediate: true,
            onNeedRefresh: appUpdates.onNeedRefresh,
            // registerSW would reload here, and only in tabs it saw controlled from the start:
            // the controllerchange listener below decides, for every tab.
            onNeedReload: () => undefined,
            // Once per device: only the first worker's install says so, later versions do not.
            onOfflineReady: () => toast.info(i18n._(msg`L'application est prête : elle s'ouvrira aussi sans réseau.`)),
            onRegisteredSW: (_url, registration) => {
              if (!registration) return;
              setInterval(() => {
                if (navigator.onLine) void registration.update().catch(() => undefined);
              }, UPDATE_CHECK_INTERVAL_MS);
            },
          });
          appUpdates.setActivateWaitingWorker(() => activateWaitingWorker());
          navigator.serviceWorker.addEventListener("controllerchange", appUpdates.onControllerChange);
        })
        .catch(() => undefined),
  );
}
