import { useSyncExternalStore } from "react";

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

export type InstallState = "idle" | "in-progress" | "succeeded" | "cancelled" | "error";

let deferredPrompt: BeforeInstallPromptEvent | null = null;
let state: InstallState = "idle";
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

// The browser fires this once, early: keep it so a later tap on "install" can use it.
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

export function isIos(userAgent = navigator.userAgent): boolean {
  return /iphone|ipad|ipod/i.test(userAgent) || (userAgent.includes("Macintosh") && navigator.maxTouchPoints > 1);
}

export function isStandalone(): boolean {
  return window.matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
}

export function canPromptInstall(): boolean {
  return deferredPrompt !== null;
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

export function useInstallState() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => `${state}:${deferredPrompt ? "ready" : "none"}`,
  );
}
