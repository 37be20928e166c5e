/**
 * The service worker precaches the whole app so it opens offline; updates apply on next load.
 * It is registered once the page has loaded and the browser is idle: its precache downloads
 * every file of the app, which must not compete with the first screen for a phone's bandwidth.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = () => void import("virtual:pwa-register").then(({ registerSW }) => registerSW({ immediate: true }));
  const whenIdle = () => ("requestIdleCallback" in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 2000));
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
