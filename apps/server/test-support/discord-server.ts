/**
 * A local Discord for the tests, run as its own process: it speaks Discord's webhook API at the
 * network boundary (https://discord.com/developers/docs/resources/webhook), so the app's client
 * meets real HTTP answers, rate-limit headers and errors rather than a mock of itself.
 *
 *   GET/POST /api/v10/webhooks/:id/:token[?wait=true]   the API: 404 code 10015 for an unknown
 *     webhook, 401 code 50027 for a wrong token, 400 code 50035 for a body Discord refuses, 429
 *     past 5 posts in 2 seconds per webhook, `X-RateLimit-*` headers on every post
 *   POST   /__control/webhooks {name?}                 a new webhook: {id, token, channelId, guildId, name}
 *   POST   /__control/webhooks/:id/fail {status, times, retryAfter?, global?}   the next posts fail so
 *   DELETE /__control/webhooks/:id                     deleted, as a server admin would
 *   GET    /__control/webhooks/:id/messages | /attempts   what it took, every post tried
 *
 * Prints {"port": N} on one stdout line once listening (FAKE_DISCORD_PORT, else any free port);
 * exits when its stdin closes.
 */
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

interface Webhook {
  id: string;
  token: string;
  name: string;
  channelId: string;
  guildId: string;
  deleted: boolean;
  messages: { webhookId: string; receivedAt: string; body: unknown }[];
  attempts: { status: number; at: string }[];
  /** Times of the posts taken in the current window. */
  window: number[];
  faults: { status: number; times: number; retryAfter?: number; global?: boolean } | null;
}

const webhooks = new Map<string, Webhook>();
const LIMIT = 5;
const WINDOW_MS = 2000;
let sequence = 0;

const snowflake = () => `${(BigInt(Date.now() - 1420070400000) << 22n) | BigInt(sequence++ % 4096)}`.padStart(18, "1");

function send(response: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  if (!text) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isUrl = (value: unknown) => typeof value === "string" && /^https?:\/\//.test(value);

/** What Discord's form validation would say about a message body; null when it takes it. */
function formErrors(body: Record<string, unknown>): Record<string, string> | null {
  const errors: Record<string, string> = {};
  const content = body.content;
  const embeds = body.embeds;
  if (content !== undefined && (typeof content !== "string" || content.length > 2000)) errors.content = "BASE_TYPE_MAX_LENGTH";
  if (embeds !== undefined && (!Array.isArray(embeds) || embeds.length > 10)) errors.embeds = "BASE_TYPE_MAX_LENGTH";
  if (!(typeof content === "string" && content.trim()) && !(Array.isArray(embeds) && embeds.length > 0)) errors.message = "EMPTY_MESSAGE";
  let total = 0;
  (Array.isArray(embeds) ? embeds : []).forEach((raw: Record<string, unknown>, i) => {
    const embed = raw ?? {};
    const text = (value: unknown, max: number, name: string) => {
      if (value === undefined) return;
      if (typeof value !== "string" || value.length > max) errors[`embeds.${i}.${name}`] = "BASE_TYPE_MAX_LENGTH";
      else total += value.length;
    };
    text(embed.title, 256, "title");
    text(embed.description, 4096, "description");
    text((embed.footer as { text?: unknown } | undefined)?.text, 2048, "footer.text");
    text((embed.author as { name?: unknown } | undefined)?.name, 256, "author.name");
    const fields = embed.fields as { name?: unknown; value?: unknown }[] | undefined;
    if (fields !== undefined && (!Array.isArray(fields) || fields.length > 25)) errors[`embeds.${i}.fields`] = "BASE_TYPE_MAX_LENGTH";
    (Array.isArray(fields) ? fields : []).forEach((field, j) => {
      if (typeof field.name !== "string" || !field.name) errors[`embeds.${i}.fields.${j}.name`] = "BASE_TYPE_REQUIRED";
      if (typeof field.value !== "string" || !field.value) errors[`embeds.${i}.fields.${j}.value`] = "BASE_TYPE_REQUIRED";
      text(field.name, 256, `fields.${j}.name`);
      text(field.value, 1024, `fields.${j}.value`);
    });
    for (const name of ["url", "image", "thumbnail"] as const) {
      const value = name === "url" ? embed.url : (embed[name] as { url?: unknown } | undefined)?.url;
      if ((name === "url" ? embed.url : embed[name]) !== undefined && !isUrl(value)) errors[`embeds.${i}.${name}`] = "URL_TYPE_INVALID_URL";
    }
    if (embed.color !== undefined && !(Number.isInteger(embed.color) && (embed.color as number) >= 0 && (embed.color as number) <= 0xffffff)) {
      errors[`embeds.${i}.color`] = "NUMBER_TYPE_MAX";
    }
    if (embed.timestamp !== undefined && Number.isNaN(Date.parse(String(embed.timestamp)))) errors[`embeds.${i}.timestamp`] = "DATE_TYPE_PARSE";
  });
  if (total > 6000) errors.embeds = "MAX_EMBED_SIZE_EXCEEDED";
  return Object.keys(errors).length > 0 ? errors : null;
}

function rateHeaders(webhook: Webhook, now: number): Record<string, string> {
  webhook.window = webhook.window.filter((at) => now - at < WINDOW_MS);
  const resetAfter = webhook.window.length > 0 ? (webhook.window[0]! + WINDOW_MS - now) / 1000 : WINDOW_MS / 1000;
  return {
    "x-ratelimit-limit": String(LIMIT),
    "x-ratelimit-remaining": String(Math.max(0, LIMIT - webhook.window.length)),
    "x-ratelimit-reset": ((now + resetAfter * 1000) / 1000).toFixed(3),
    "x-ratelimit-reset-after": resetAfter.toFixed(3),
    "x-ratelimit-bucket": `bucket-${webhook.id.slice(-8)}`,
  };
}

async function post(request: IncomingMessage, response: ServerResponse, webhook: Webhook, wait: boolean) {
  const now = Date.now();
  const attempt = (status: number) => webhook.attempts.push({ status, at: new Date(now).toISOString() });
  if (webhook.faults && webhook.faults.times > 0) {
    const fault = webhook.faults;
    fault.times -= 1;
    attempt(fault.status);
    if (fault.status !== 429) return send(response, fault.status, { message: "Internal Server Error", code: 0 });
    const retryAfter = fault.retryAfter ?? 1;
    return send(
      response,
      429,
      { message: "You are being rate limited.", retry_after: retryAfter, global: Boolean(fault.global) },
      {
        "retry-after": String(Math.ceil(retryAfter)),
        "x-ratelimit-scope": fault.global ? "global" : "shared",
        ...(fault.global ? { "x-ratelimit-global": "true" } : { "x-ratelimit-remaining": "0", "x-ratelimit-reset-after": retryAfter.toFixed(3) }),
      },
    );
  }
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) {
    attempt(400);
    return send(response, 400, { message: "Cannot send an empty message", code: 50006 });
  }
  const parsed = await readJson(request);
  if (!parsed.ok) {
    attempt(400);
    return send(response, 400, { message: "The request body contains invalid JSON.", code: 50109 });
  }
  const headers = rateHeaders(webhook, now);
  if (webhook.window.length >= LIMIT) {
    attempt(429);
    const retryAfter = Number(headers["x-ratelimit-reset-after"]);
    return send(
      response,
      429,
      { message: "You are being rate limited.", retry_after: retryAfter, global: false },
      {
        ...headers,
        "x-ratelimit-remaining": "0",
        "x-ratelimit-scope": "user",
        "retry-after": String(Math.ceil(retryAfter)),
      },
    );
  }
  const body = (parsed.value ?? {}) as Record<string, unknown>;
  const errors = formErrors(body);
  if (errors) {
    attempt(400);
    return send(response, 400, { message: "Invalid Form Body", code: 50035, errors }, headers);
  }
  webhook.window.push(now);
  const after = rateHeaders(webhook, now);
  const status = wait ? 200 : 204;
  attempt(status);
  webhook.messages.push({ webhookId: webhook.id, receivedAt: new Date(now).toISOString(), body });
  if (!wait) return send(response, 204, undefined, after);
  const message = {
    id: snowflake(),
    channel_id: webhook.channelId,
    content: body.content ?? "",
    embeds: body.embeds ?? [],
    timestamp: new Date(now).toISOString(),
    webhook_id: webhook.id,
  };
  return send(response, 200, message, after);
}

async function control(request: IncomingMessage, response: ServerResponse, parts: string[]) {
  if (parts.length === 0 && request.method === "POST") {
    const parsed = await readJson(request);
    const name = parsed.ok ? ((parsed.value as { name?: string }).name ?? "Escouade") : "Escouade";
    const webhook: Webhook = {
      id: snowflake(),
      token: randomBytes(51).toString("base64url"),
      name,
      channelId: snowflake(),
      guildId: snowflake(),
      deleted: false,
      messages: [],
      attempts: [],
      window: [],
      faults: null,
    };
    webhooks.set(webhook.id, webhook);
    return send(response, 201, { id: webhook.id, token: webhook.token, channelId: webhook.channelId, guildId: webhook.guildId, name });
  }
  const webhook = webhooks.get(parts[0] ?? "");
  if (!webhook) return send(response, 404, { message: "no such webhook" });
  if (parts.length === 1 && request.method === "DELETE") {
    webhook.deleted = true;
    return send(response, 204);
  }
  if (parts[1] === "fail" && request.method === "POST") {
    const parsed = await readJson(request);
    if (!parsed.ok) return send(response, 400, { message: "bad fault" });
    webhook.faults = parsed.value as Webhook["faults"];
    return send(response, 204);
  }
  if (parts[1] === "messages") return send(response, 200, webhook.messages);
  if (parts[1] === "attempts") return send(response, 200, webhook.attempts);
  return send(response, 404, { message: "404: Not Found", code: 0 });
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const parts = url.pathname.split("/").filter(Boolean);
  void (async () => {
    if (parts[0] === "__control" && parts[1] === "webhooks") return control(request, response, parts.slice(2));
    if (parts[0] !== "api" || parts[1] !== "v10" || parts[2] !== "webhooks" || parts.length !== 5)
      return send(response, 404, { message: "404: Not Found", code: 0 });
    const webhook = webhooks.get(parts[3]!);
    if (!webhook || webhook.deleted) return send(response, 404, { message: "Unknown Webhook", code: 10015 });
    if (webhook.token !== parts[4]) return send(response, 401, { message: "Invalid Webhook Token", code: 50027 });
    if (request.method === "GET") {
      return send(response, 200, {
        type: 1,
        id: webhook.id,
        name: webhook.name,
        avatar: null,
        channel_id: webhook.channelId,
        guild_id: webhook.guildId,
        application_id: null,
        token: webhook.token,
      });
    }
    if (request.method === "POST") return post(request, response, webhook, url.searchParams.get("wait") === "true");
    return send(response, 405, { message: "405: Method Not Allowed", code: 0 });
  })().catch((error: unknown) => send(response, 500, { message: String(error) }));
});

server.listen(Number(process.env.FAKE_DISCORD_PORT ?? 0), "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.stdin.on("end", () => process.exit(0));
process.stdin.resume();
