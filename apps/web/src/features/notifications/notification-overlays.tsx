import { lazy, Suspense, useState } from "react";
import { useSession } from "@/lib/session.ts";
import { notificationsUserId } from "./notifications-query.ts";

const NotificationCenter = lazy(() => import("./notification-center.tsx").then(({ NotificationCenter: Center }) => ({ default: Center })));

/**
 * The notification center (live feed, panel) for the app shell. Its code is fetched once someone
 * is signed in, never for a visitor; it then stays mounted, so it sees the account change.
 */
export function NotificationOverlays() {
  const userId = notificationsUserId(useSession());
  const [needed, setNeeded] = useState(userId !== null);
  if (userId !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationCenter />
    </Suspense>
  );
}
