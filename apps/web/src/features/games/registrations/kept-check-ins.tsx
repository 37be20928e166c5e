import { lazy, Suspense, useEffect, useState } from "react";
import { useSession } from "@/lib/session.ts";
import { CHECK_IN_QUEUE_CHANGED, keepsCheckIns } from "./check-in-keys.ts";

const QueuedCheckInsSender = lazy(() => import("./queued-check-ins-sender.tsx").then(({ QueuedCheckInsSender: Sender }) => ({ default: Sender })));

/**
 * The app-wide sender of kept check-ins (decision 024), for every page's overlays: its code comes
 * only once this phone keeps some, which few phones ever do.
 */
export function KeptCheckIns() {
  const signedIn = useSession() !== null;
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const look = () => {
      if (keepsCheckIns()) setKept(true);
    };
    look();
    window.addEventListener(CHECK_IN_QUEUE_CHANGED, look);
    window.addEventListener("storage", look);
    return () => {
      window.removeEventListener(CHECK_IN_QUEUE_CHANGED, look);
      window.removeEventListener("storage", look);
    };
  }, []);
  if (!signedIn || !kept) return null;
  return (
    <Suspense fallback={null}>
      <QueuedCheckInsSender />
    </Suspense>
  );
}
