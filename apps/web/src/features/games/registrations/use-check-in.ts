import { msg } from "@lingui/core/macro";
import { useCallback } from "react";
import { formatDate } from "@/lib/dates.ts";
import { i18n } from "@/lib/i18n.ts";
import { readAppError } from "@/lib/app-errors.ts";
import { isNetworkFailure } from "@/lib/offline-cache.ts";
import { useTRPCClient } from "@/lib/trpc.ts";
import { useSession } from "@/lib/session.ts";
import { useOnline } from "@/lib/use-online.ts";
import { checkOffline, registrationName, type CheckInOutcome, type GameRegistration } from "./check-in-outcome.ts";
import { enqueueCheckIn, readQueue, useCheckInQueue } from "./check-in-queue.ts";
import { sendQueuedCheckIns, useSendingWhileOnline } from "./send-check-ins.ts";

/**
 * Sends the check-ins this phone kept while the page is open and the network is there: on the
 * page as a whole, so they still go once the game is over and the gate is closed.
 */
export function useQueuedCheckInsSender(gameId: number, onChanged: () => void) {
  const trpcClient = useTRPCClient();
  const waiting = useCheckInQueue(gameId).pending.length;
  const send = useCallback(() => void sendQueuedCheckIns(trpcClient, gameId).then((sent) => sent > 0 && onChanged()), [trpcClient, gameId, onChanged]);
  useSendingWhileOnline(waiting, send);
}

/**
 * Checking tickets in at the gate, with or without network: online the server decides at once;
 * offline (or when the request never arrived) the phone checks what it can and keeps the check-in,
 * sent as soon as the network returns (by `useQueuedCheckInsSender` on this page, by
 * `QueuedCheckInsSender` on any other).
 */
export function useCheckIn(gameId: number, opensAt: Date, timeZone: string, registrations: readonly GameRegistration[], onChanged: () => void) {
  const trpcClient = useTRPCClient();
  const queue = useCheckInQueue(gameId);
  const online = useOnline();
  const userId = useSession()?.user.id;

  async function checkIn(code: string): Promise<CheckInOutcome> {
    const trimmed = code.trim();
    // Days early, a ticket lets no one in, online or not: said with the moment the gate opens.
    if (Date.now() < opensAt.getTime()) {
      // On the field's clock, as the game's times are.
      const opening = formatDate(opensAt, i18n.locale, "dateTime", timeZone);
      return { kind: "refused", reason: i18n._(msg`Trop tôt : les billets se valident à partir du ${opening}`) };
    }
    if (navigator.onLine) {
      try {
        const result = await trpcClient.registrations.checkIn.mutate({ gameId, code: trimmed });
        onChanged();
        const name = result.player?.username ?? result.guestName ?? registrationName({ username: null, guestName: null });
        return result.alreadyCheckedIn ? { kind: "already", name, at: result.checkedInAt } : { kind: "arrived", name };
      } catch (error) {
        if (!isNetworkFailure(error)) return { kind: "refused", reason: readAppError(error).message };
      }
    }
    const local = checkOffline(trimmed, gameId, registrations, readQueue(gameId));
    if (local.kind !== "queue") return local;
    const name = registrationName(local.registration);
    enqueueCheckIn(gameId, {
      clientId: crypto.randomUUID(),
      code: trimmed,
      registrationId: local.registration.id,
      name,
      scannedAt: new Date().toISOString(),
      by: userId,
    });
    return { kind: "pending", name };
  }

  return { checkIn, queue, online };
}
