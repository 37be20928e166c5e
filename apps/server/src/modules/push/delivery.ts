import { isUiLanguage, UI_LANGUAGES, type UiLanguage } from "@escouade/contracts/languages";
import type { PushPayload } from "@escouade/contracts/push";
import { and, eq, inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import type { Database, Db } from "../../db/client.ts";
import { pushSubscription, user } from "../../db/schema/index.ts";
import { enqueue, jobQueue, type JobHandler } from "../../platform/jobs.ts";
import { endpointSafeToSend, type EndpointRules } from "./endpoints.ts";
import type { VapidKeys } from "./vapid.ts";

/** What to push, in each recipient's language (their language is read when it leaves). */
export type RenderPush = (lang: UiLanguage) => PushPayload;

interface PushJob {
  userId: string;
  /** Written in every language when queued (a job holds data, not code); the one sent is the recipient's at that time. */
  payloads: Record<UiLanguage, PushPayload>;
  ttlSeconds: number;
}

/**
 * One job per recipient, for all their devices (docs/decisions/022, 033). A push is stale in a
 * day, so fewer and shorter retries than e-mails: from 10 s, six times.
 */
export const pushQueue = jobQueue<PushJob>("push", { concurrency: 4, retryLimit: 6, retryDelaySeconds: 10, expireInSeconds: 60 });
/** A day: what is not delivered by then (a phone off all day) is stale, the app has it anyway. */
const DEFAULT_TTL_SECONDS = 24 * 3600;

/**
 * Called inside the caller's transaction: pushes `render` to every device of these users once it
 * commits. Users without a device cost one indexed read and no job.
 */
export async function queuePush(
  db: Pick<Db, "selectDistinct" | "execute">,
  userIds: readonly string[],
  render: RenderPush,
  options: { ttlSeconds?: number } = {},
) {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return;
  const withDevice = await db.selectDistinct({ userId: pushSubscription.userId }).from(pushSubscription).where(inArray(pushSubscription.userId, unique));
  if (withDevice.length === 0) return;
  const payloads = Object.fromEntries(UI_LANGUAGES.map((lang) => [lang, render(lang)])) as Record<UiLanguage, PushPayload>;
  const ttlSeconds = options.ttlSeconds ?? DEFAULT_TTL_SECONDS;
  await enqueue(
    db,
    pushQueue,
    withDevice.map((row) => ({ userId: row.userId, payloads, ttlSeconds })),
  );
}

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export interface PushSenderOptions {
  database: Database;
  keys: VapidKeys;
  subject: string;
  log: Log;
  endpointRules: EndpointRules;
}

const REQUEST_TIMEOUT_MS = 10_000;

type Target = { id: number; endpoint: string; p256dh: string; auth: string; lang: string };

/** What became of one push: sent, given up on (gone, refused, unsafe), or worth trying again. */
type Outcome = "done" | "retry";
/**
 * One push to one device. 404 and 410 mean the subscription is gone (the app was uninstalled,
 * the permission withdrawn): its row goes too. An unreachable service, 429 and 5xx are worth
 * another attempt; any other refusal is logged and given up.
 */
async function sendOne(options: PushSenderOptions, target: Target, payload: PushPayload, ttlSeconds: number): Promise<Outcome> {
  const { database, keys, subject, log } = options;
  if (!(await endpointSafeToSend(target.endpoint, options.endpointRules))) {
    log.warn({ subscriptionId: target.id }, "a push endpoint is not a push service's (any more): nothing sent");
    return "done";
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
    return "retry";
  }
  if (status === 404 || status === 410) {
    await database.db.delete(pushSubscription).where(and(eq(pushSubscription.id, target.id), eq(pushSubscription.endpoint, target.endpoint)));
  } else if (status >= 200 && status < 300) {
    await database.db.update(pushSubscription).set({ lastSentAt: new Date() }).where(eq(pushSubscription.id, target.id));
  } else {
    log.warn({ status, subscriptionId: target.id }, "a push service refused a push");
    if (status === 429 || status >= 500) return "retry";
  }
  return "done";
}

/** Pushes one job: to every device of its user, in their language now; nothing to a banned player. */
export function pushHandler(options: PushSenderOptions): JobHandler<PushJob> {
  return {
    queue: pushQueue,
    async handle({ userId, payloads, ttlSeconds }) {
      const targets: Target[] = await options.database.db
        .select({ id: pushSubscription.id, endpoint: pushSubscription.endpoint, p256dh: pushSubscription.p256dh, auth: pushSubscription.auth, lang: user.lang })
        .from(pushSubscription)
        .innerJoin(user, eq(user.id, pushSubscription.userId))
        .where(and(eq(pushSubscription.userId, userId), sql`${user.banned} is not true`));
      const outcomes = await Promise.all(
        targets.map((target) => sendOne(options, target, payloads[isUiLanguage(target.lang) ? target.lang : "fr"], ttlSeconds)),
      );
      // Devices already reached get it again on the retry: pushes carry a tag, so it replaces the first on the phone.
      if (outcomes.includes("retry")) throw new Error("a push service could not take a push: tried again later");
    },
  };
}
