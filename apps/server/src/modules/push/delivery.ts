import { isUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import type { PushPayload } from "@escouade/contracts/push";
import { and, eq, inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Database, Db } from "../../db/client.ts";
import { pushSubscription, user } from "../../db/schema/index.ts";
import { afterCommit, type AfterCommitWorker } from "../../platform/after-commit.ts";
import { endpointSafeToSend, type EndpointRules } from "./endpoints.ts";
import type { VapidKeys } from "./vapid.ts";

/** Pushes leave after the commit that made them, as notification e-mails do (docs/decisions/022, platform/after-commit.ts). */
export const PUSH_CHANNEL = "escouade_push";

/** What to push, in each recipient's language (their language is read after the commit). */
export type RenderPush = (lang: UiLanguage) => PushPayload;

interface PendingPush {
  userIds: string[];
  render: RenderPush;
  ttlSeconds: number;
}

const pushes = afterCommit<PendingPush>(PUSH_CHANNEL);
/** A day: what is not delivered by then (a phone off all day) is stale, the app has it anyway. */
const DEFAULT_TTL_SECONDS = 24 * 3600;

/**
 * Called inside the caller's transaction: pushes `render` to every device of these users once it
 * commits. Users without a device cost one indexed read and no NOTIFY.
 */
export async function queuePush(db: Pick<Db, "selectDistinct" | "execute">, userIds: readonly string[], render: RenderPush, options: { ttlSeconds?: number } = {}) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const withDevice = await db.selectDistinct({ userId: pushSubscription.userId }).from(pushSubscription).where(inArray(pushSubscription.userId, unique));
  if (withDevice.length === 0) return;
  await pushes.queue(db, { userIds: withDevice.map((row) => row.userId), render, ttlSeconds: options.ttlSeconds ?? DEFAULT_TTL_SECONDS });
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface PushSenderOptions {
  database: Database;
  keys: VapidKeys;
  subject: string;
  log: Log;
  endpointRules: EndpointRules;
}

export type PushSender = AfterCommitWorker;

/** How many devices are sent to at once: a cancelled game's registrants are a burst. */
const PARALLEL = 8;
const REQUEST_TIMEOUT_MS = 10_000;

type Target = { id: number; endpoint: string; p256dh: string; auth: string; lang: string };

/**
 * One push to one device. 404 and 410 mean the subscription is gone (the app was uninstalled,
 * the permission withdrawn): its row goes too. Anything else is logged; the caller never sees it.
 */
async function sendOne(options: PushSenderOptions, target: Target, payload: PushPayload, ttlSeconds: number) {
  const { database, keys, subject, log } = options;
  if (!(await endpointSafeToSend(target.endpoint, options.endpointRules))) {
    log.warn({ subscriptionId: target.id }, "a push endpoint is not a push service's (any more): nothing sent");
    return;
  }
  const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    contentEncoding: "aes128gcm",
    TTL: ttlSeconds,
    urgency: "normal",
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  let status: number;
  try {
    // web-push's own sender speaks https only; fetch also reaches the tests' local push service.
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: "error",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    status = response.status;
    await response.body?.cancel();
  } catch (error) {
    log.warn({ err: error, subscriptionId: target.id }, "could not reach a push service");
    return;
  }
  if (status === 404 || status === 410) {
    await database.db.delete(pushSubscription).where(and(eq(pushSubscription.id, target.id), eq(pushSubscription.endpoint, target.endpoint)));
  } else if (status >= 200 && status < 300) {
    await database.db.update(pushSubscription).set({ lastSentAt: new Date() }).where(eq(pushSubscription.id, target.id));
  } else {
    log.warn({ status, subscriptionId: target.id }, "a push service refused a push");
  }
}

async function send(options: PushSenderOptions, { userIds, render, ttlSeconds }: PendingPush) {
  // Read now, after the commit: the devices and language as they are; nothing to a banned player.
  const targets = await options.database.db
    .select({ id: pushSubscription.id, endpoint: pushSubscription.endpoint, p256dh: pushSubscription.p256dh, auth: pushSubscription.auth, lang: user.lang })
    .from(pushSubscription)
    .innerJoin(user, eq(user.id, pushSubscription.userId))
    .where(and(inArray(pushSubscription.userId, userIds), sql`${user.banned} is not true`));
  const payloads = new Map<UiLanguage, PushPayload>();
  const payloadIn = (lang: string) => {
    const language: UiLanguage = isUiLanguage(lang) ? lang : "fr";
    const payload = payloads.get(language) ?? render(language);
    payloads.set(language, payload);
    return payload;
  };
  for (let start = 0; start < targets.length; start += PARALLEL) {
    await Promise.all(
      targets.slice(start, start + PARALLEL).map((target) =>
        sendOne(options, target, payloadIn(target.lang), ttlSeconds).catch((error: unknown) => options.log.error({ err: error, subscriptionId: target.id }, "could not push")),
      ),
    );
  }
}

/** This process's sender of pushes; buildApp starts it once and closes it on shutdown. */
export function startPushSender(options: PushSenderOptions): PushSender {
  return pushes.start(options.database, (entry) => send(options, entry), options.log, "push");
}
