import { applicationServerKey, isIOS, sameKey, type PushEnvironment } from "./push-state.ts";

/** The browser calls behind the "notifications on this device" card (decision 022). */

export function pushEnvironment(): PushEnvironment {
  return {
    serviceWorker: "serviceWorker" in navigator,
    pushManager: "PushManager" in window,
    permission: "Notification" in window ? Notification.permission : null,
    iOS: isIOS(navigator.userAgent, navigator.maxTouchPoints),
    // iOS says it with navigator.standalone; other browsers with the display mode.
    standalone: window.matchMedia("(display-mode: standalone)").matches || (navigator as Navigator & { standalone?: boolean }).standalone === true,
  };
}

/** This browser's subscription, if it has one (no service worker yet: none). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!("serviceWorker" in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The service worker, once active; it is what receives pushes. A development server has none. */
async function readyWorker(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("no service worker")), 10_000);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Subscribes this browser with the server's VAPID key; a subscription made with another key (the
 * server's key changed) is replaced. Asks for the permission first when it was never asked.
 */
export async function subscribeThisDevice(publicKey: string): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | "denied" | "dismissed"> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "dismissed";
  const registration = await readyWorker();
  const key = applicationServerKey(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const json = subscription.toJSON();
  return { endpoint: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } };
}

/** Forgets this browser's subscription; answers its endpoint, to tell the server. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
