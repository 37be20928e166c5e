import { lazy, Suspense, useSyncExternalStore } from "react";
import { useSession } from "@/lib/session.ts";
import { keepsCheckIns, subscribeToCheckInQueues } from "./check-in-keys.ts";

const QueuedCheckInsSender = lazy(() => import("./queued-check-ins-sender.tsx").then(({ QueuedCheckInsSender: Sender }) => ({ default: Sender })));

/**
 * The app-wide sender of kept check-ins (decision 024), for every page's overlays: its code comes
 * only once this phone keeps some, which few phones ever do.
 */
export function KeptCheckIns() {
  const signedIn = useSession() !== null;
  const kept = useSyncExternalStore(subscribeToCheckInQueues, keepsCheckIns, () => false);
  if (!signedIn || !kept) return null;
  return (
    <Suspense fallback={null}>
      <QueuedCheckInsSender />
    </Suspense>
  );
}
