import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeDiscord, type FakeDiscord, type FakeDiscordWebhook } from "../../../test-support/discord.ts";

// The local Discord answers the app as Discord would: these pin the answers the app's client sorts.
let discord: FakeDiscord;

beforeAll(async () => {
  discord = await startFakeDiscord();
});
afterAll(async () => {
  await discord.stop();
});

const endpoint = (webhook: { id: string; token: string }) => `${discord.apiUrl}/webhooks/${webhook.id}/${webhook.token}`;

function post(webhook: FakeDiscordWebhook, body: unknown, query = "") {
  return fetch(`${endpoint(webhook)}${query}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

describe("the local Discord's webhook API", () => {
  it("hands out webhooks shaped like Discord's, and reads them back", async () => {
    const webhook = await discord.createWebhook("annonces");
    expect(webhook.id).toMatch(/^\d{18,19}$/);
    expect(webhook.token).toMatch(/^[A-Za-z0-9_-]{68}$/);
    expect(webhook.url).toBe(`https://discord.com/api/webhooks/${webhook.id}/${webhook.token}`);
    const response = await fetch(endpoint(webhook));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ type: 1, id: webhook.id, name: "annonces", channel_id: webhook.channelId, token: webhook.token });
  });

  it("keeps a valid post and answers 204 with the webhook's rate-limit headers", async () => {
    const webhook = await discord.createWebhook();
    const body = {
      content: "Une partie",
      embeds: [{ title: "Samedi", color: 0x5865f2, timestamp: "2026-12-05T14:00:00.000Z", fields: [{ name: "Lieu", value: "Bois" }] }],
    };
    const response = await post(webhook, body);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("x-ratelimit-limit")).toBe("5");
    expect(response.headers.get("x-ratelimit-remaining")).toBe("4");
    expect(Number(response.headers.get("x-ratelimit-reset-after"))).toBeGreaterThan(0);
    expect(Number(response.headers.get("x-ratelimit-reset")) * 1000).toBeGreaterThan(Date.now());
    expect(response.headers.get("x-ratelimit-bucket")).toMatch(/^[0-9a-f]+$/);
    const [message] = await discord.messages(webhook.id);
    expect(message).toMatchObject({ webhookId: webhook.id, body });
  });

  it("answers the message it made when asked to wait", async () => {
    const webhook = await discord.createWebhook();
    const response = await post(webhook, { embeds: [{ title: "Samedi" }] }, "?wait=true");
    expect(response.status).toBe(200);
    const message = (await response.json()) as Record<string, unknown>;
    expect(message).toMatchObject({ channel_id: webhook.channelId, webhook_id: webhook.id, content: "", embeds: [{ title: "Samedi" }] });
    expect(message.id).toMatch(/^\d{18,19}$/);
    expect(await discord.waitForMessages(webhook.id, 1)).toHaveLength(1);
  });

  it("refuses what Discord's form validation refuses, with code 50035, and keeps none of it", async () => {
    const webhook = await discord.createWebhook();
    const response = await post(webhook, { embeds: [{ title: "x".repeat(257) }] });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 50035,
      message: "Invalid Form Body",
      errors: { embeds: { 0: { title: { _errors: [{ code: "BASE_TYPE_MAX_LENGTH" }] } } } },
    });
    const refused = [
      {},
      { content: "" },
      { content: "x".repeat(2001) },
      { embeds: [] },
      { embeds: Array.from({ length: 11 }, () => ({ title: "x" })) },
      { embeds: [{ fields: [{ name: "x".repeat(257), value: "v" }] }] },
      { embeds: [{ description: "x".repeat(4000) }, { description: "x".repeat(2001) }] },
      { embeds: [{ color: 0x1000000 }] },
      { embeds: [{ image: { url: "ftp://x" } }] },
      { embeds: [{ timestamp: "tomorrow" }] },
    ];
    for (const body of refused) {
      // A webhook each: Discord counts refused posts against the bucket too.
      const response = await post(await discord.createWebhook(), body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(await response.json()).toMatchObject({ code: 50035 });
    }
    const bad = await fetch(endpoint(webhook), { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    expect(await bad.json()).toEqual({ message: "The request body contains invalid JSON.", code: 50109 });
    expect(await discord.messages(webhook.id)).toEqual([]);
  });

  it("answers the 6th post within 2 s with a 429 saying how long to wait, and does not keep it", async () => {
    const webhook = await discord.createWebhook();
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await post(webhook, { content: `#${i}` })).status);
    expect(statuses).toEqual([204, 204, 204, 204, 204]);
    const limited = await post(webhook, { content: "#5" });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { retry_after: number; global: boolean };
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.global).toBe(false);
    expect(Number(limited.headers.get("retry-after"))).toBe(Math.ceil(body.retry_after));
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    expect(limited.headers.get("x-ratelimit-scope")).toBe("user");
    expect(await discord.messages(webhook.id)).toHaveLength(5);
    await new Promise((resolve) => setTimeout(resolve, body.retry_after * 1000 + 50));
    expect((await post(webhook, { content: "#5" })).status).toBe(204);
  });

  it("plays a scripted 503, then takes the next post; every attempt is listed", async () => {
    const webhook = await discord.createWebhook();
    await discord.fail(webhook.id, { status: 503, times: 1 });
    const failed = await post(webhook, { content: "un" });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ message: "Internal Server Error", code: 0 });
    expect((await post(webhook, { content: "un" })).status).toBe(204);
    expect((await discord.attempts(webhook.id)).map((a) => a.status)).toEqual([503, 204]);
    expect(await discord.messages(webhook.id)).toHaveLength(1);
  });

  it("plays a scripted global 429 with Discord's headers", async () => {
    const webhook = await discord.createWebhook();
    await discord.fail(webhook.id, { status: 429, times: 1, retryAfter: 1.5, global: true });
    const limited = await post(webhook, { content: "un" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: "You are being rate limited.", retry_after: 1.5, global: true });
    expect(limited.headers.get("retry-after")).toBe("2");
    expect(limited.headers.get("x-ratelimit-global")).toBe("true");
    expect(await discord.messages(webhook.id)).toEqual([]);
  });

  it("answers 404 code 10015 once the webhook is deleted", async () => {
    const webhook = await discord.createWebhook();
    await discord.deleteWebhook(webhook.id);
    for (const response of [await fetch(endpoint(webhook)), await post(webhook, { content: "là ?" })]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: "Unknown Webhook", code: 10015 });
    }
  });

  it("answers 401 code 50027 to a wrong token", async () => {
    const webhook = await discord.createWebhook();
    const wrong = { id: webhook.id, token: "x".repeat(68) };
    for (const response of [
      await fetch(endpoint(wrong)),
      await fetch(endpoint(wrong), { method: "POST", headers: { "content-type": "application/json" }, body: "{}" }),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Invalid Webhook Token", code: 50027 });
    }
    expect(await discord.messages(webhook.id)).toEqual([]);
  });

  it("answers 404: Not Found off the API", async () => {
    const response = await fetch(`${discord.apiUrl}/channels/1`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "404: Not Found", code: 0 });
  });
});
