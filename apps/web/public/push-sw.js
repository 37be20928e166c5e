/*
 * Web Push in the service worker (docs/decisions/022). Workbox's generated worker pulls
 * this file in (vite.config.ts, workbox.importScripts). A push carries {title, body, url, tag}
 * in the player's language, encrypted by the server; the browser decrypts it before this runs.
 */

/** What a push said, or nothing usable: a push without a readable payload still shows something. */
function readPush(event) {
  try {
    const data = event.data ? event.data.json() : null;
    if (data && typeof data.title === "string") return data;
  } catch {
    // Not JSON: fall through to the plain notification.
  }
  return { title: "Escouade", body: "", url: "/", tag: "escouade" };
}

/** Only a path of this app is opened: a push never sends the player elsewhere. */
function pathOf(url) {
  return typeof url === "string" && url.startsWith("/") && !url.startsWith("//") ? url : "/";
}

self.addEventListener("push", (event) => {
  const push = readPush(event);
  event.waitUntil(
    self.registration.showNotification(push.title, {
      body: push.body || undefined,
      icon: "/pwa-192.png",
      // A white silhouette with transparency: Android draws the badge in the status bar from its alpha.
      badge: "/push-badge.png",
      tag: push.tag || undefined,
      // A newer push with the same tag (the same conversation, the same game) buzzes again.
      renotify: Boolean(push.tag),
      data: { url: pathOf(push.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const target = new URL(pathOf(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      // The app already open on that page: bring it forward; open elsewhere: take that window there.
      const same = windows.find((client) => client.url === target);
      if (same) return same.focus();
      const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (any) {
        await any.focus();
        return any.navigate(target).catch(() => self.clients.openWindow(target));
      }
      return self.clients.openWindow(target);
    })(),
  );
});
