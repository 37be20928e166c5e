import { describe, expect, it } from "vitest";
import { connectDiscordSchema, discordEventsOf, parseDiscordWebhookUrl } from "./discord.ts";

const id = "1234567890123456789";
const token = "aB3_-".repeat(13) + "xyz";

describe("parseDiscordWebhookUrl", () => {
  it("reads the id and token of the addresses Discord hands out", () => {
    for (const url of [
      `https://discord.com/api/webhooks/${id}/${token}`,
      `https://discordapp.com/api/webhooks/${id}/${token}/`,
      `https://ptb.discord.com/api/v10/webhooks/${id}/${token}`,
      `https://canary.discord.com/api/webhooks/${id}/${token}?wait=true`,
      `  https://discord.com/api/webhooks/${id}/${token}  `,
    ]) {
      expect(parseDiscordWebhookUrl(url), url).toEqual({ id, token });
    }
  });

  it("refuses any other host, scheme, port, credentials or path", () => {
    for (const url of [
      `http://discord.com/api/webhooks/${id}/${token}`,
      `https://discord.com.evil.example/api/webhooks/${id}/${token}`,
      `https://evil.example/api/webhooks/${id}/${token}`,
      `https://evildiscord.com/api/webhooks/${id}/${token}`,
      `https://discord.com:8443/api/webhooks/${id}/${token}`,
      `https://user@discord.com/api/webhooks/${id}/${token}`,
      `https://discord.com/api/webhooks/${id}`,
      `https://discord.com/api/webhooks/abc/${token}`,
      `https://discord.com/api/webhooks/${id}/${token}/slack`,
      `https://discord.com/api/webhooks/${id}/short`,
      `https://discord.com/api/webhooks/${id}/${token}#${"x".repeat(300)}`,
      "",
      "discord.com/api/webhooks",
    ]) {
      expect(parseDiscordWebhookUrl(url), url).toBeNull();
    }
  });
});

describe("connectDiscordSchema", () => {
  const valid = { owner: { kind: "organizer" }, url: `https://discord.com/api/webhooks/${id}/${token}`, lang: "fr", events: ["new_game", "new_game"] };

  it("keeps each chosen event once", () => {
    expect(connectDiscordSchema.parse(valid).events).toEqual(["new_game"]);
  });

  it("says which field is wrong, as a key the web translates", () => {
    const result = connectDiscordSchema.safeParse({ ...valid, url: "https://example.com/hook", events: [] });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
    expect(messages).toEqual({ url: "discord_webhook_invalid", events: "discord_events_required" });
  });

  it("refuses a language or an event it does not know", () => {
    expect(connectDiscordSchema.safeParse({ ...valid, lang: "it" }).success).toBe(false);
    expect(connectDiscordSchema.safeParse({ ...valid, events: ["everything"] }).success).toBe(false);
  });
});

it("offers news to teams and places, not to an organizer who writes none; a shop holds no games", () => {
  expect(discordEventsOf("team")).toContain("news");
  expect(discordEventsOf("place")).toContain("news");
  expect(discordEventsOf("organizer")).toEqual(["new_game", "game_updates", "places_open"]);
  expect(discordEventsOf("place", { gamesHeld: false })).toEqual(["news"]);
});
