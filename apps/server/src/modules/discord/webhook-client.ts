import type { DiscordWebhookRef } from "@escouade/contracts/discord";

/*
 * Discord's webhook API as decision 038 uses it: read a webhook (its name, and that it exists),
 * and post one message. Every answer is sorted into what the caller does next, Discord's
 * rate-limit headers and `retry_after` included.
 */

const REQUEST_TIMEOUT_MS = 10_000;
/** Discord's answers name seconds with a fraction; never trust one past an hour. */
const WAIT_MAX_MS = 3600_000;

export interface DiscordEmbed {
  title?: string;
  description?: string;
  url?: string;
  color?: number;
  timestamp?: string;
  fields?: { name: string; value: string; inline?: boolean }[];
  image?: { url: string };
  author?: { name: string; url?: string };
  footer?: { text: string };
}

export interface DiscordMessage {
  embeds: DiscordEmbed[];
}

export type PostOutcome =
  /** Taken; `holdUntil` when Discord's bucket for this webhook is now empty. */
  | { kind: "sent"; holdUntil: Date | null }
  /** 404 or 401: the webhook was deleted, or its token is no longer valid. Nothing will ever go there. */
  | { kind: "gone" }
  /** 429: wait this long, then send again. */
  | { kind: "wait"; waitMs: number }
  /** 400 and the like: Discord will refuse this message whatever the time. */
  | { kind: "refused"; status: number; detail: string }
  /** Unreachable, a timeout or a 5xx: worth another attempt later. */
  | { kind: "unreachable"; detail: string };

const webhookUrl = (apiUrl: string, ref: DiscordWebhookRef) => `${apiUrl}/webhooks/${ref.id}/${ref.token}`;

function seconds(value: unknown): number | null {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isFinite(number) && number >= 0 ? Math.min(number * 1000, WAIT_MAX_MS) : null;
}

/** How long a 429 asks to wait: the body's `retry_after`, else the `Retry-After` header, else a second. */
async function waitAsked(response: Response): Promise<number> {
  const body = (await response.json().catch(() => null)) as { retry_after?: unknown } | null;
  return seconds(body?.retry_after) ?? seconds(response.headers.get("retry-after")) ?? 1000;
}

/** When the webhook's bucket is empty after this answer (`X-RateLimit-Remaining: 0`), the time it refills. */
function bucketEmptyUntil(response: Response, now: number): Date | null {
  if (response.headers.get("x-ratelimit-remaining") !== "0") return null;
  const after = seconds(response.headers.get("x-ratelimit-reset-after"));
  return after === null ? null : new Date(now + after);
}

async function call(url: string, init: RequestInit): Promise<Response | { error: string }> {
  try {
    return await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Posts one message; mentions in it never ping anyone (a news text saying "@everyone" stays text). */
export async function postToWebhook(apiUrl: string, ref: DiscordWebhookRef, message: DiscordMessage, options: { wait?: boolean } = {}): Promise<PostOutcome> {
  const response = await call(`${webhookUrl(apiUrl, ref)}${options.wait ? "?wait=true" : ""}`, {
    method: "POST",
    headers: { "content-type": "application/json", "user-agent": "Escouade (https://escouade.app, 1)" },
    body: JSON.stringify({ ...message, allowed_mentions: { parse: [] } }),
  });
  if ("error" in response) return { kind: "unreachable", detail: response.error };
  const { status } = response;
  if (status >= 200 && status < 300) {
    await response.body?.cancel();
    return { kind: "sent", holdUntil: bucketEmptyUntil(response, Date.now()) };
  }
  if (status === 404 || status === 401) {
    await response.body?.cancel();
    return { kind: "gone" };
  }
  if (status === 429) return { kind: "wait", waitMs: await waitAsked(response) };
  const detail = (await response.text().catch(() => "")).slice(0, 500);
  return status >= 500 ? { kind: "unreachable", detail: `${status} ${detail}` } : { kind: "refused", status, detail };
}

export type WebhookLookup = { kind: "found"; name: string } | { kind: "gone" } | { kind: "unreachable"; detail: string };

/** The webhook's name as its channel shows it; whether it exists at all. */
export async function readWebhook(apiUrl: string, ref: DiscordWebhookRef): Promise<WebhookLookup> {
  const response = await call(webhookUrl(apiUrl, ref), { headers: { "user-agent": "Escouade (https://escouade.app, 1)" } });
  if ("error" in response) return { kind: "unreachable", detail: response.error };
  if (response.status === 404 || response.status === 401) {
    await response.body?.cancel();
    return { kind: "gone" };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: "unreachable", detail: String(response.status) };
  }
  const body = (await response.json().catch(() => null)) as { name?: unknown } | null;
  const name = typeof body?.name === "string" && body.name.trim() ? body.name.trim().slice(0, 80) : "Discord";
  return { kind: "found", name };
}
