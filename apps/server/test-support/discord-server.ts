/**
 * A local Discord for the tests: a stand-in for Discord's webhook API (https://discord.com/api/v10,
 * https://discord.com/developers/docs/resources/webhook) at the network boundary. The app is pointed
 * here (DISCORD_API_URL) and keeps all of its own client: it meets real HTTP, Discord's error codes,
 * its form validation, its rate-limit headers and its 429s, not a mock of itself. It runs as its own
 * process, like the SMTP sink, so the e2e setup starts the same thing, and nothing a test does to its
 * own clock or event loop changes how this one counts time.
 *
 * Discord's API, as Discord answers it:
 *   GET  /api/v10/webhooks/:id/:token               the webhook; 404 code 10015 when unknown or deleted,
 *                                                   401 code 50027 for a wrong token
 *   POST /api/v10/webhooks/:id/:token[?wait=true]   204, or 200 and the message; 400 code 50035 for a body
 *        Discord refuses; 429 past 5 posts in 2 s on one webhook; X-RateLimit-* headers on every answer
 * The control endpoints, for the tests:
 *   POST   /__control/webhooks {name?}                  201 {id, token, channelId, guildId, name}
 *   POST   /__control/webhooks/:id/fail {status: 429|500|502|503, times, retryAfter?, global?}
 *                                                       the next `times` posts answer that, none kept
 *   DELETE /__control/webhooks/:id                      as a server admin deleting it: 404 from then on
 *   GET    /__control/webhooks/:id/messages             the bodies it kept, oldest first
 *   GET    /__control/webhooks/:id/attempts             [{status, at}] of every post, oldest first
 *
 * Prints {"port": N} on one stdout line once listening (FAKE_DISCORD_PORT, else any free port);
 * exits when its stdin closes.
 */
import { randomBytes } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Json = Record<string, unknown>;
type Headers = Record<string, string>;

type Fault = { status: 429 | 500 | 502 | 503; times: number; retryAfter?: number; global?: boolean };

interface Webhook {
  id: string;
  token: string;
  name: string;
  channelId: string;
  guildId: string;
  bucket: string;
  deleted: boolean;
  messages: { webhookId: string; receivedAt: string; body: Json }[];
  attempts: { status: number; at: string }[];
  /** Discord's bucket refills all at once: its window opens with the first post after the last reset. */
  windowStart: number;
  used: number;
  fault: Fault | null;
}

const LIMIT = 5;
const WINDOW_MS = 2000;
const DISCORD_EPOCH = 1_420_070_400_000n;
const webhooks = new Map<string, Webhook>();
let increment = 0n;

const NOT_FOUND = { message: "404: Not Found", code: 0 };
const UNKNOWN_WEBHOOK = { message: "Unknown Webhook", code: 10015 };

/** Time-ordered, 19 digits like Discord's own: the app checks the ids of the addresses it is given. */
function snowflake(): string {
  increment = (increment + 1n) % 4096n;
  return String(((BigInt(Date.now()) - DISCORD_EPOCH) << 22n) | increment);
}

function send(response: ServerResponse, status: number, body?: unknown, headers: Headers = {}) {
  response.writeHead(status, { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/** The request's JSON, an empty body as {}; undefined when it is not JSON at all. */
async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    return text.trim() ? JSON.parse(text) : {};
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** Discord's form errors nest the failing field's path, each leaf an `_errors` list. */
function addError(errors: Json, path: (string | number)[], code: string, message: string) {
  let node = errors;
  for (const key of path) node = (node[key] ??= {}) as Json;
  ((node._errors ??= []) as unknown[]).push({ code, message });
}

/** The embed checks Discord makes; returns the characters the embed counts towards the 6000 of a message. */
function checkEmbed(embed: unknown, at: (string | number)[], errors: Json): number {
  if (!isObject(embed)) {
    addError(errors, at, "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
    return 0;
  }
  let size = 0;
  const text = (value: unknown, max: number, path: (string | number)[], required = false) => {
    if (value === undefined && !required) return;
    if (typeof value !== "string" || (required && !value)) return addError(errors, [...at, ...path], "BASE_TYPE_REQUIRED", "This field is required");
    if (value.length > max) addError(errors, [...at, ...path], "BASE_TYPE_MAX_LENGTH", `Must be ${max} or fewer in length.`);
    size += value.length;
  };
  const url = (value: unknown, path: string[]) => {
    if (value !== undefined && !(typeof value === "string" && /^https?:\/\/\S+$/i.test(value)))
      addError(errors, [...at, ...path], "URL_TYPE_INVALID_URL", "Not a well formed URL.");
  };
  const part = (key: string) => (isObject(embed[key]) ? embed[key] : {});
  text(embed.title, 256, ["title"]);
  text(embed.description, 4096, ["description"]);
  if (embed.footer !== undefined) text(part("footer").text, 2048, ["footer", "text"], true);
  if (embed.author !== undefined) text(part("author").name, 256, ["author", "name"], true);
  url(embed.url, ["url"]);
  url(part("author").url, ["author", "url"]);
  if (embed.image !== undefined) url(part("image").url ?? "", ["image", "url"]);
  if (embed.thumbnail !== undefined) url(part("thumbnail").url ?? "", ["thumbnail", "url"]);
  const fields = embed.fields === undefined ? [] : embed.fields;
  if (!Array.isArray(fields) || fields.length > 25) addError(errors, [...at, "fields"], "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.");
  (Array.isArray(fields) ? fields : []).forEach((field: unknown, i) => {
    text(isObject(field) ? field.name : undefined, 256, ["fields", i, "name"], true);
    text(isObject(field) ? field.value : undefined, 1024, ["fields", i, "value"], true);
  });
  const { color, timestamp } = embed;
  if (color !== undefined && !(Number.isInteger(color) && (color as number) >= 0 && (color as number) <= 0xffffff))
    addError(errors, [...at, "color"], "NUMBER_TYPE_MAX", "int value should be less than or equal to 16777215.");
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
  if (timestamp !== undefined && !(typeof timestamp === "string" && iso.test(timestamp) && !Number.isNaN(Date.parse(timestamp))))
    addError(errors, [...at, "timestamp"], "DATE_TYPE_PARSE", `Could not parse ${String(timestamp)}. Should be ISO8601.`);
  return size;
}

/** What Discord's form validation says of a message body: null when it takes it. */
function formErrors(body: unknown): Json | null {
  const errors: Json = {};
  if (!isObject(body)) {
    addError(errors, [], "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType");
    return errors;
  }
  const { content, embeds } = body;
  if (content !== undefined && typeof content !== "string") addError(errors, ["content"], "BASE_TYPE_STRING", "Could not interpret as string.");
  if (typeof content === "string" && content.length > 2000) addError(errors, ["content"], "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer in length.");
  if (embeds !== undefined && (!Array.isArray(embeds) || embeds.length > 10))
    addError(errors, ["embeds"], "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.");
  const list: unknown[] = Array.isArray(embeds) ? embeds : [];
  if (!(typeof content === "string" && content.trim()) && list.length === 0)
    addError(errors, ["content"], "BASE_TYPE_REQUIRED", "Cannot send an empty message");
  const size = list.reduce<number>((total, embed, i) => total + checkEmbed(embed, ["embeds", i], errors), 0);
  if (size > 6000) addError(errors, ["embeds"], "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000");
  return Object.keys(errors).length > 0 ? errors : null;
}

/** Opens a fresh window once the last one is over, as Discord's bucket resets. */
function currentWindow(webhook: Webhook, now: number) {
  if (now >= webhook.windowStart + WINDOW_MS) {
    webhook.windowStart = now;
    webhook.used = 0;
  }
}

/** Where the bucket stands; a window that is over reads as a full bucket, without opening a new one. */
function rateHeaders(webhook: Webhook, now: number): Headers {
  const over = now >= webhook.windowStart + WINDOW_MS;
  const resetAt = over ? now + WINDOW_MS : webhook.windowStart + WINDOW_MS;
  return {
    "x-ratelimit-limit": String(LIMIT),
    "x-ratelimit-remaining": String(over ? LIMIT : Math.max(0, LIMIT - webhook.used)),
    "x-ratelimit-reset": (resetAt / 1000).toFixed(3),
    "x-ratelimit-reset-after": ((resetAt - now) / 1000).toFixed(3),
    "x-ratelimit-bucket": webhook.bucket,
  };
}

function rateLimited(response: ServerResponse, retryAfter: number, global: boolean, headers: Headers) {
  const body = { message: "You are being rate limited.", retry_after: retryAfter, global };
  send(response, 429, body, { ...headers, "retry-after": String(Math.ceil(retryAfter)) });
}

/** A scripted fault: Discord down or throttling for reasons of its own, outside the webhook's bucket. */
function answerFault(response: ServerResponse, fault: Fault, headers: Headers) {
  if (fault.status !== 429) return send(response, fault.status, { message: "Internal Server Error", code: 0 }, headers);
  const retryAfter = fault.retryAfter ?? 1;
  const scope = fault.global ? "global" : fault.retryAfter !== undefined ? "shared" : "user";
  rateLimited(response, retryAfter, Boolean(fault.global), {
    ...headers,
    "x-ratelimit-remaining": "0",
    "x-ratelimit-reset-after": retryAfter.toFixed(3),
    "x-ratelimit-reset": ((Date.now() + retryAfter * 1000) / 1000).toFixed(3),
    "x-ratelimit-scope": scope,
    ...(fault.global ? { "x-ratelimit-global": "true" } : {}),
  });
}

function takeFault(webhook: Webhook): Fault | null {
  const fault = webhook.fault;
  if (!fault || fault.times <= 0) return null;
  fault.times -= 1;
  return fault;
}

async function post(request: IncomingMessage, response: ServerResponse, webhook: Webhook, wait: boolean) {
  const now = Date.now();
  const record = (status: number) => webhook.attempts.push({ status, at: new Date(now).toISOString() });
  currentWindow(webhook, now);
  const fault = takeFault(webhook);
  if (fault) {
    record(fault.status);
    return answerFault(response, fault, rateHeaders(webhook, now));
  }
  if (webhook.used >= LIMIT) {
    record(429);
    const retryAfter = Math.max(0.001, (webhook.windowStart + WINDOW_MS - now) / 1000);
    return rateLimited(response, retryAfter, false, { ...rateHeaders(webhook, now), "x-ratelimit-scope": "user" });
  }
  // Discord counts every request it lets through against the bucket, the ones it then refuses too.
  webhook.used += 1;
  const headers = rateHeaders(webhook, now);
  const answer = (status: number, body?: unknown) => {
    record(status);
    send(response, status, body, headers);
  };
  // Discord reads only a JSON body (or a form with files, which the app never sends): anything else is no message at all.
  if (!/^application\/json\b/i.test(request.headers["content-type"] ?? "")) return answer(400, { message: "Cannot send an empty message", code: 50006 });
  const body = await readJson(request);
  if (body === undefined) return answer(400, { message: "The request body contains invalid JSON.", code: 50109 });
  const errors = formErrors(body);
  if (errors) return answer(400, { message: "Invalid Form Body", code: 50035, errors });
  const received = body as Json;
  webhook.messages.push({ webhookId: webhook.id, receivedAt: new Date(now).toISOString(), body: received });
  if (!wait) return answer(204);
  const { content = "", embeds = [] } = received;
  answer(200, { id: snowflake(), channel_id: webhook.channelId, content, embeds, timestamp: new Date(now).toISOString(), webhook_id: webhook.id });
}

function webhookObject(webhook: Webhook) {
  const { id, name, channelId, guildId, token } = webhook;
  return { type: 1, id, name, avatar: null, channel_id: channelId, guild_id: guildId, application_id: null, token };
}

async function api(request: IncomingMessage, response: ServerResponse, [id, token]: string[], wait: boolean) {
  const webhook = webhooks.get(id!);
  const isPost = request.method === "POST";
  // A refused post still tells where the webhook's bucket stands, as Discord's answers do.
  const refuse = (status: number, body: unknown) => {
    if (!webhook || !isPost) return send(response, status, body);
    const now = Date.now();
    webhook.attempts.push({ status, at: new Date(now).toISOString() });
    send(response, status, body, rateHeaders(webhook, now));
  };
  if (!webhook || webhook.deleted) return refuse(404, UNKNOWN_WEBHOOK);
  if (webhook.token !== token) return refuse(401, { message: "Invalid Webhook Token", code: 50027 });
  if (request.method === "GET") return send(response, 200, webhookObject(webhook));
  if (isPost) return post(request, response, webhook, wait);
  send(response, 405, { message: "405: Method Not Allowed", code: 0 });
}

function createWebhook(name: string): Webhook {
  // 51 random bytes are 68 url-safe characters, the length of Discord's tokens.
  const [id, token, bucket] = [snowflake(), randomBytes(51).toString("base64url"), randomBytes(16).toString("hex")];
  const state = { deleted: false, messages: [], attempts: [], windowStart: 0, used: 0, fault: null };
  const webhook: Webhook = { id, token, name, channelId: snowflake(), guildId: snowflake(), bucket, ...state };
  webhooks.set(id, webhook);
  return webhook;
}

/** A mistyped fault would silently not play: refuse it, so the test that scripted it fails at once. */
function readFault(value: unknown): Fault | null {
  if (!isObject(value) || ![429, 500, 502, 503].includes(value.status as number) || !Number.isInteger(value.times) || (value.times as number) < 0) return null;
  const { retryAfter } = value;
  return retryAfter === undefined || (typeof retryAfter === "number" && retryAfter >= 0) ? ({ ...value, global: value.global === true } as Fault) : null;
}

async function control(request: IncomingMessage, response: ServerResponse, [id, action, ...rest]: string[]) {
  const method = request.method;
  const input = method === "POST" ? await readJson(request) : {};
  if (input === undefined) return send(response, 400, { message: "The request body contains invalid JSON.", code: 50109 });
  if (id === undefined && method === "POST") {
    const name = isObject(input) && typeof input.name === "string" && input.name ? input.name : "Escouade";
    const { id, token, channelId, guildId } = createWebhook(name);
    return send(response, 201, { id, token, channelId, guildId, name });
  }
  const webhook = webhooks.get(id ?? "");
  if (!webhook || rest.length > 0) return send(response, 404, webhook ? NOT_FOUND : UNKNOWN_WEBHOOK);
  if (action === undefined && method === "DELETE") {
    webhook.deleted = true;
    return send(response, 204);
  }
  if (action === "fail" && method === "POST") {
    const fault = readFault(input);
    if (!fault) return send(response, 400, { message: "a fault is {status: 429|500|502|503, times >= 0, retryAfter?: seconds >= 0, global?}" });
    webhook.fault = fault;
    return send(response, 204);
  }
  if (action === "messages" && method === "GET") return send(response, 200, webhook.messages);
  if (action === "attempts" && method === "GET") return send(response, 200, webhook.attempts);
  send(response, 404, NOT_FOUND);
}

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://127.0.0.1");
  const parts = url.pathname.split("/").filter(Boolean);
  const route = async () => {
    if (parts[0] === "__control" && parts[1] === "webhooks") return control(request, response, parts.slice(2));
    if (parts.length === 5 && parts[0] === "api" && parts[1] === "v10" && parts[2] === "webhooks") {
      return api(request, response, parts.slice(3), url.searchParams.get("wait") === "true");
    }
    send(response, 404, NOT_FOUND);
  };
  // A bug here should fail the test that met it, loudly, not hang it.
  route().catch((error: unknown) => {
    process.stderr.write(`discord-server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    if (!response.headersSent) send(response, 500, { message: "Internal Server Error", code: 0 });
  });
});

server.listen(Number(process.env.FAKE_DISCORD_PORT ?? 0), "127.0.0.1", () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});

const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
  setTimeout(() => process.exit(0), 500).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
// The test process owns us: if it goes away, so do we.
process.stdin.on("end", stop);
process.stdin.resume();
