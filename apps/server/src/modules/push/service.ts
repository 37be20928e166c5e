import { createECDH } from "node:crypto";
import type { PushDevice, PushSubscribeInput } from "@escouade/contracts/push";
import { and, desc, eq, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { pushSubscription } from "../../db/schema/index.ts";
import type { Actor } from "../../core/actor.ts";
import { AppError } from "../../core/app-error.ts";
import { acceptableEndpoint, type EndpointRules } from "./endpoints.ts";
import { vapidKeysOf } from "./vapid.ts";

/**
 * Web Push to installed apps (docs/decisions/022): the devices a player turned pushes on
 * for, and the one way other modules push to them: jobs queued in their transaction (docs/decisions/033).
 * The devices are kept here; delivery.ts sends, endpoints.ts vets the addresses, vapid.ts holds the keys.
 */
export { pushHandler, pushQueue, queuePush, type PushSenderOptions, type RenderPush } from "./delivery.ts";
export { vapidKeysOf } from "./vapid.ts";

/** A player's devices at most: a new one beyond pushes out the oldest (a reinstalled app leaves its old subscription behind). */
export const PUSH_DEVICES_MAX = 20;
const USER_AGENT_MAX = 512;

/** Whether the browser's keys can encrypt a push: a point of P-256, and a 16-byte secret. */
function acceptableKeys(keys: PushSubscribeInput["keys"]): boolean {
  const auth = Buffer.from(keys.auth, "base64url");
  if (auth.length !== 16) return false;
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(keys.p256dh, "base64url"));
    return true;
  } catch {
    return false;
  }
}

/**
 * Turns pushes on for this device: one row per endpoint. The same endpoint again (the page asks
 * on every visit) updates its keys; an endpoint another account subscribed on this browser before
 * now belongs to whoever subscribes it last (two accounts on one phone: the one signed in).
 */
export async function subscribe(db: Db, actor: Actor, input: PushSubscribeInput, rules: EndpointRules & { userAgent: string | null | undefined }) {
  if (!acceptableEndpoint(input.endpoint, rules) || !acceptableKeys(input.keys)) throw new AppError("PUSH_SUBSCRIPTION_INVALID");
  const deviceLabel = (rules.userAgent ?? "").slice(0, USER_AGENT_MAX);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscription)
      .values({ userId: actor.id, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth, deviceLabel })
      .onConflictDoUpdate({
        target: pushSubscription.endpoint,
        set: { userId: actor.id, p256dh: input.keys.p256dh, auth: input.keys.auth, deviceLabel },
      })
      .returning({ id: pushSubscription.id });
    const kept = tx
      .select({ id: pushSubscription.id })
      .from(pushSubscription)
      .where(eq(pushSubscription.userId, actor.id))
      .orderBy(desc(pushSubscription.createdAt), desc(pushSubscription.id))
      .limit(PUSH_DEVICES_MAX);
    await tx.delete(pushSubscription).where(and(eq(pushSubscription.userId, actor.id), notInArray(pushSubscription.id, kept)));
    return { id: row!.id };
  });
}

/** Turns pushes off for this device. Already gone (expired, removed from another device) is fine. */
export async function unsubscribe(db: Db, actor: Actor, input: { endpoint: string }) {
  const removed = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.userId, actor.id), eq(pushSubscription.endpoint, input.endpoint)))
    .returning({ id: pushSubscription.id });
  return { removed: removed.length > 0 };
}

/** My devices, newest first. */
export async function getDevices(db: Db, actor: Actor): Promise<PushDevice[]> {
  return db
    .select({
      id: pushSubscription.id,
      userAgent: pushSubscription.deviceLabel,
      createdAt: pushSubscription.createdAt,
      lastSentAt: pushSubscription.lastSentAt,
      endpoint: pushSubscription.endpoint,
    })
    .from(pushSubscription)
    .where(eq(pushSubscription.userId, actor.id))
    .orderBy(desc(pushSubscription.createdAt), desc(pushSubscription.id));
}

/** Removes one of my devices; someone else's, or one already gone, does not exist for me. */
export async function removeDevice(db: Db, actor: Actor, input: { id: number }) {
  const removed = await db
    .delete(pushSubscription)
    .where(and(eq(pushSubscription.id, input.id), eq(pushSubscription.userId, actor.id)))
    .returning({ id: pushSubscription.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND");
  return { id: input.id };
}

/** The VAPID public key the browser subscribes with (PushManager's applicationServerKey). */
export function vapidPublicKey(config: Parameters<typeof vapidKeysOf>[0]) {
  return { publicKey: vapidKeysOf(config).publicKey };
}
