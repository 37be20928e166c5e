import type { DiscordEmbed } from "../src/modules/discord/service.ts";
import { startTestProcess } from "./child-process.ts";

export interface FakeDiscordWebhook {
  id: string;
  token: string;
  /** `https://discord.com/api/webhooks/{id}/{token}`: as Discord shows it to a server admin, to paste. */
  url: string;
  channelId: string;
  name: string;
}

/** The app's own embed type, so a test compares what it sent with what it meant; plus what Discord also takes. */
export type DiscordWebhookEmbed = DiscordEmbed & { thumbnail?: { url: string } };

/** A webhook post's JSON body, as Discord documents it (the part of it the app may send). */
export interface DiscordWebhookBody {
  content?: string;
  username?: string;
  avatar_url?: string;
  embeds?: DiscordWebhookEmbed[];
  allowed_mentions?: { parse?: ("roles" | "users" | "everyone")[]; roles?: string[]; users?: string[] };
}

export interface FakeDiscordMessage {
  webhookId: string;
  receivedAt: string;
  body: DiscordWebhookBody;
}

export interface FakeDiscordFault {
  status: 429 | 500 | 502 | 503;
  times: number;
  /** Seconds, for a 429: Discord's `retry_after`. */
  retryAfter?: number;
  /** A 429 of Discord's global limit rather than the webhook's. */
  global?: boolean;
}

export interface FakeDiscord {
  /** What the app is configured with (DISCORD_API_URL): `http://127.0.0.1:{port}/api/v10`. */
  apiUrl: string;
  createWebhook(name?: string): Promise<FakeDiscordWebhook>;
  /** As a server admin deleting it: Discord answers 404 (code 10015) from then on. */
  deleteWebhook(id: string): Promise<void>;
  /** The next `times` posts to this webhook answer `status`, and none of them is kept. */
  fail(id: string, fault: FakeDiscordFault): Promise<void>;
  /** What the webhook kept, oldest first. */
  messages(id: string): Promise<FakeDiscordMessage[]>;
  /** Every post tried on the webhook, refused and faulted ones too, oldest first. */
  attempts(id: string): Promise<{ status: number; at: string }[]>;
  /** Polls (every 40 ms) until the webhook holds at least `n` messages: the app posts in the background. */
  waitForMessages(id: string, n?: number, timeoutMs?: number): Promise<FakeDiscordMessage[]>;
  stop(): Promise<void>;
}

/** Starts test-support/discord-server.ts as its own process and waits for its port; on `port` when given (one stopped earlier). */
export async function startFakeDiscord(options: { port?: number } = {}): Promise<FakeDiscord> {
  const { ready, stop } = await startTestProcess<{ port: number }>(
    "discord-server.ts",
    options.port ? { FAKE_DISCORD_PORT: String(options.port) } : {},
    "The local Discord",
  );
  const { port } = ready;
  const base = `http://127.0.0.1:${port}`;

  async function control<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/__control/webhooks${route}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`The local Discord answered ${response.status} to ${method} ${route}: ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  const messages = (id: string) => control<FakeDiscordMessage[]>("GET", `/${id}/messages`);

  async function createWebhook(name?: string): Promise<FakeDiscordWebhook> {
    const created = await control<Omit<FakeDiscordWebhook, "url">>("POST", "", name === undefined ? {} : { name });
    return { ...created, url: `https://discord.com/api/webhooks/${created.id}/${created.token}` };
  }

  async function waitForMessages(id: string, n = 1, timeoutMs = 10_000): Promise<FakeDiscordMessage[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = await messages(id);
      if (found.length >= n) return found;
      if (Date.now() > deadline) throw new Error(`The Discord webhook ${id} received ${found.length} of the ${n} messages awaited within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  }

  return {
    apiUrl: `${base}/api/v10`,
    createWebhook,
    deleteWebhook: (id) => control("DELETE", `/${id}`),
    fail: (id, fault) => control("POST", `/${id}/fail`, fault),
    messages,
    attempts: (id) => control("GET", `/${id}/attempts`),
    waitForMessages,
    stop,
  };
}
