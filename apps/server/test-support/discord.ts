import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { DiscordEmbed } from "../src/modules/discord/service.ts";
import { readFirstJsonLine } from "./child-process.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, "..");

export interface FakeDiscordWebhook {
  id: string;
  token: string;
  /** As Discord shows it to a server admin, to paste. */
  url: string;
  channelId: string;
  name: string;
}

export interface DiscordWebhookBody {
  content?: string;
  username?: string;
  avatar_url?: string;
  embeds?: DiscordEmbed[];
  allowed_mentions?: { parse?: string[] };
}

export interface FakeDiscordMessage {
  webhookId: string;
  receivedAt: string;
  body: DiscordWebhookBody;
}

export interface FakeDiscord {
  /** What the app is configured with (DISCORD_API_URL). */
  apiUrl: string;
  createWebhook(name?: string): Promise<FakeDiscordWebhook>;
  deleteWebhook(id: string): Promise<void>;
  /** The next `times` posts to this webhook answer `status` (a 429 with `retryAfter` seconds). */
  fail(id: string, fault: { status: 429 | 500 | 502 | 503; times: number; retryAfter?: number; global?: boolean }): Promise<void>;
  messages(id: string): Promise<FakeDiscordMessage[]>;
  attempts(id: string): Promise<{ status: number; at: string }[]>;
  /** Polls until the webhook holds `n` messages: the app posts in the background. */
  waitForMessages(id: string, n?: number, timeoutMs?: number): Promise<FakeDiscordMessage[]>;
  stop(): Promise<void>;
}

/** Starts test-support/discord-server.ts as its own process. */
export async function startFakeDiscord(options: { port?: number } = {}): Promise<FakeDiscord> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(here, "discord-server.ts")], {
    cwd: serverDir,
    env: { ...process.env, ...(options.port ? { FAKE_DISCORD_PORT: String(options.port) } : {}) },
    stdio: ["pipe", "pipe", "pipe"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  child.once("exit", () => process.off("exit", killOnExit));
  const { port } = await readFirstJsonLine<{ port: number }>(child, "The local Discord");
  const base = `http://127.0.0.1:${port}`;

  async function call<T>(method: string, route: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/__control/webhooks${route}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`the local Discord answered ${response.status} to ${method} ${route}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  }

  const messages = (id: string) => call<FakeDiscordMessage[]>("GET", `/${id}/messages`);

  return {
    apiUrl: `${base}/api/v10`,
    async createWebhook(name) {
      const created = await call<Omit<FakeDiscordWebhook, "url">>("POST", "", name === undefined ? {} : { name });
      return { ...created, url: `https://discord.com/api/webhooks/${created.id}/${created.token}` };
    },
    deleteWebhook: (id) => call("DELETE", `/${id}`),
    fail: (id, fault) => call("POST", `/${id}/fail`, fault),
    messages,
    attempts: (id) => call("GET", `/${id}/attempts`),
    async waitForMessages(id, n = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = await messages(id);
        if (found.length >= n) return found;
        if (Date.now() > deadline) throw new Error(`the webhook ${id} received ${found.length} of ${n} messages within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 40));
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      await exited;
    },
  };
}
