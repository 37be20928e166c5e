import { registerSW } from "virtual:pwa-register";

/** The service worker precaches the shell so the app opens offline; updates apply on next load. */
export function registerServiceWorker() {
  if (import.meta.env.PROD && "serviceWorker" in navigator) registerSW({ immediate: true });
}
