import { TRPCClientError } from "@trpc/client";
import { useEffect } from "react";
import { readAppError } from "@/lib/app-errors.ts";
import { isNetworkFailure } from "@/lib/offline-cache.ts";
import type { AppTrpcClient } from "@/lib/trpc.ts";
import { useOnline } from "@/lib/use-online.ts";
import { readQueue, updateQueue, type CheckInConflict, type PendingCheckIn } from "./check-in-queue.ts";

/** While check-ins wait and the server could not be reached, how often to try again. */
const RETRY_MS = 30_000;

const inFlight = new Map<number, Promise<number>>();

/** A refusal about the ticket itself, final; a lost session or a busy server only waits for a later try. */
function isFinalRefusal(error: unknown): boolean {
  if (!(error instanceof TRPCClientError)) return false;
  const { appCode } = readAppError(error);
  return appCode !== null && !["UNAUTHENTICATED", "RATE_LIMITED", "INTERNAL"].includes(appCode);
}

function settle(gameId: number, item: PendingCheckIn, conflict: Omit<CheckInConflict, "clientId" | "name"> | null) {
  updateQueue(gameId, (queue) => ({
    pending: queue.pending.filter((p) => p.clientId !== item.clientId),
    conflicts: conflict ? [...queue.conflicts, { clientId: item.clientId, name: item.name, ...conflict }] : queue.conflicts,
  }));
}

async function sendAll(trpcClient: AppTrpcClient, gameId: number, onlyBy: string | undefined): Promise<number> {
  let sent = 0;
  // Read again under the lock: another tab may have sent some meanwhile.
  for (const item of readQueue(gameId).pending) {
    if (onlyBy !== undefined && item.by !== onlyBy) continue;
    try {
      const result = await trpcClient.registrations.checkIn.mutate({ gameId, code: item.code, scannedAt: new Date(item.scannedAt) });
      // Another phone let them in before this one scanned: that arrival stands, and the organizer is told.
      const earlierElsewhere = result.alreadyCheckedIn && result.checkedInAt.getTime() < result.scannedAt.getTime();
      settle(gameId, item, earlierElsewhere ? { kind: "earlier", at: result.checkedInAt.toISOString() } : null);
      sent++;
    } catch (error) {
      if (isNetworkFailure(error) || !isFinalRefusal(error)) break;
      settle(gameId, item, { kind: "refused", reason: readAppError(error).message });
      sent++;
    }
  }
  return sent;
}

/**
 * Sends the check-ins kept on this phone, one after the other, each removed once the server has
 * answered it; stops at the first network failure and keeps the rest for the next try. One send at
 * a time per game, across this phone's tabs too (Web Locks), so nothing goes twice. With `onlyBy`,
 * only the check-ins that account scanned.
 */
export function sendQueuedCheckIns(trpcClient: AppTrpcClient, gameId: number, onlyBy?: string): Promise<number> {
  const running = inFlight.get(gameId);
  if (running) return running;
  // The lock's promise settles with the callback's (DOM typings nest it one Promise too deep).
  const locked = navigator.locks
    ? (navigator.locks.request(`escouade-check-in:${gameId}`, () => sendAll(trpcClient, gameId, onlyBy)) as Promise<unknown> as Promise<number>)
    : sendAll(trpcClient, gameId, onlyBy);
  const run = locked.finally(() => inFlight.delete(gameId));
  inFlight.set(gameId, run);
  return run;
}

/**
 * Runs `send` (stable) while the network is there and `waiting` is not 0: at once, when either
 * changes, and every RETRY_MS for a server that could not be reached.
 */
export function useSendingWhileOnline(waiting: number, send: () => void) {
  const online = useOnline();
  useEffect(() => {
    if (!online || waiting === 0) return;
    send();
    const retry = setInterval(send, RETRY_MS);
    return () => clearInterval(retry);
  }, [online, waiting, send]);
}
