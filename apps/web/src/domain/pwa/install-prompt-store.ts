import { useSyncExternalStore } from "react";

/** Where the document's first script keeps the browser's install prompt if it comes before the app has started. */
export const EARLY_INSTALL_PROMPT_GLOBAL = "__escouadeInstallPrompt";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export type InstallState = "idle" | "in-progress" | "succeeded" | "cancelled" | "error";

/**
 * How this browser can install the app: its own prompt, Safari's share menu on iOS, already done
 * (opened as the app, or installed from this page), or not from here (docs/product.md §9: "not available").
 */
export type InstallRoute = "prompt" | "ios" | "installed" | "unavailable";

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let state: InstallState = "idle";
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// The browser fires this once, early, and only where it can install: keep it so a later tap on
// "install" can use it. Browsers that never fire it are not offered the button. A server drawing
// the page has no window.
const standalone = typeof window === "undefined" ? null : window.matchMedia("(display-mode: standalone)");
if (typeof window !== "undefined") {
  // It may have come before this code ran: the document's first script kept it (routes/__root.tsx).
  deferredPrompt = ((window as unknown as Record<string, unknown>)[EARLY_INSTALL_PROMPT_GLOBAL] as BeforeInstallPromptEvent | undefined) ?? null;
  window.addEventListener("beforeinstallprompt", (event) => {
    event.preventDefault();
    deferredPrompt = event as BeforeInstallPromptEvent;
    notify();
  });
  window.addEventListener("appinstalled", () => {
    deferredPrompt = null;
    state = "succeeded";
    notify();
  });
  standalone?.addEventListener("change", notify);
}

/**
 * Safari on an iPhone or iPad (iPadOS says Macintosh, with a touch screen): it installs from its
 * share button, which our instructions describe. Other iOS browsers and in-app views do not.
 */
export function isIosSafari(userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints): boolean {
  const ios = /iphone|ipad|ipod/i.test(userAgent) || (userAgent.includes("Macintosh") && touchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram/.test(userAgent);
}

/** Opened as the installed app (its own window, or from the iOS home screen). */
export function isStandalone(): boolean {
  return standalone?.matches === true || (navigator as { standalone?: boolean }).standalone === true;
}

function installRoute(): InstallRoute {
  if (isStandalone() || state === "succeeded") return "installed";
  if (deferredPrompt) return "prompt";
  return isIosSafari() ? "ios" : "unavailable";
}

/** Shows the browser's install dialog; resolves to the resulting state. */
export async function promptInstall(): Promise<InstallState> {
  if (!deferredPrompt) return state;
  state = "in-progress";
  notify();
  try {
    await deferredPrompt.prompt();
    const { outcome } = await deferredPrompt.userChoice;
    state = outcome === "accepted" ? "succeeded" : "cancelled";
    deferredPrompt = null;
  } catch {
    state = "error";
  }
  notify();
  return state;
}

/** Whether and how the app can be installed here, and how the last attempt went. */
export function useInstall(): { route: InstallRoute; state: InstallState } {
  const snapshot = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => `${installRoute()}:${state}`,
    // What the page the server drew shows, and what the browser hydrates before it looks.
    () => "unavailable:idle",
  );
  const [route, current] = snapshot.split(":") as [InstallRoute, InstallState];
  return { route, state: current };
}
