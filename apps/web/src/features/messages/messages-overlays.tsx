import { lazy, Suspense, useState } from "react";
import { useSession } from "@/lib/session.ts";
import { messagesUserId } from "./messages-queries.ts";

const MessagesLiveSync = lazy(() => import("./messages-live-sync.tsx").then(({ MessagesLiveSync: Sync }) => ({ default: Sync })));

/**
 * The live side of messages for the app shell: its code is fetched once an onboarded player is
 * signed in, never for a visitor, and stays mounted across account changes.
 */
export function MessagesOverlays() {
  const userId = messagesUserId(useSession());
  const [needed, setNeeded] = useState(userId !== null);
  if (userId !== null && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <MessagesLiveSync />
    </Suspense>
  );
}
