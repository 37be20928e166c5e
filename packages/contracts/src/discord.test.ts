import { describe, expect, it } from "vitest";
import { connectDiscordSchema, DISCORD_EVENTS, discordConnectionIdSchema, discordEventsOf, parseDiscordWebhookUrl, updateDiscordSchema } from "./discord.ts";

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

it("offers every event to a team, and to a place that holds games", () => {
  expect(discordEventsOf("team")).toEqual(DISCORD_EVENTS);
  expect(discordEventsOf("team", { gamesHeld: false })).toEqual(DISCORD_EVENTS);
  expect(discordEventsOf("place")).toEqual(DISCORD_EVENTS);
  expect(discordEventsOf("place", { gamesHeld: true })).toEqual(DISCORD_EVENTS);
});

describe("a webhook address's bounds", () => {
  it("takes ids of 17 to 20 digits and tokens of 60 to 100 characters", () => {
    const at = (hookId: string, hookToken: string, version = "") => `https://discord.com/api${version}/webhooks/${hookId}/${hookToken}`;
    expect(parseDiscordWebhookUrl(at("1".repeat(17), "t".repeat(60)))).toEqual({ id: "1".repeat(17), token: "t".repeat(60) });
    expect(parseDiscordWebhookUrl(at("1".repeat(20), "t".repeat(100)))).not.toBeNull();
    expect(parseDiscordWebhookUrl(at("1".repeat(16), token))).toBeNull();
    expect(parseDiscordWebhookUrl(at("1".repeat(21), token))).toBeNull();
    expect(parseDiscordWebhookUrl(at(id, "t".repeat(59)))).toBeNull();
    expect(parseDiscordWebhookUrl(at(id, "t".repeat(101)))).toBeNull();
    expect(parseDiscordWebhookUrl(at(id, `${"t".repeat(59)}!`))).toBeNull();
    expect(parseDiscordWebhookUrl(at(id, token, "/v9"))).not.toBeNull();
    expect(parseDiscordWebhookUrl(at(id, token, "/v100"))).toBeNull();
    expect(parseDiscordWebhookUrl(at(id, token, "/vx"))).toBeNull();
    expect(parseDiscordWebhookUrl(`https://discord.com/api/webhooks/${id}/${token}#top`)).toEqual({ id, token });
    expect(parseDiscordWebhookUrl(`https://discord.com/api/webhooks/${id}/${token}?a=b c`)).toBeNull();
    expect(parseDiscordWebhookUrl(`xhttps://discord.com/api/webhooks/${id}/${token}`)).toBeNull();
  });

  it("reads nothing past 300 characters, even a valid address", () => {
    const url = `https://discord.com/api/webhooks/${id}/${token}`;
    const padded = `${url}?${"w".repeat(300 - url.length - 1)}`;
    expect(padded).toHaveLength(300);
    expect(parseDiscordWebhookUrl(padded)).toEqual({ id, token });
    expect(parseDiscordWebhookUrl(`${padded}w`)).toBeNull();
    expect(parseDiscordWebhookUrl(`  ${padded}  `)).toEqual({ id, token });
  });
});

describe("the connection forms", () => {
  const url = `https://discord.com/api/webhooks/${id}/${token}`;
  const issuesOf = (
    schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
    value: unknown,
  ) => schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) ?? [];

  it("asks for the address, bounded, trimmed", () => {
    const valid = { owner: { kind: "team", teamId: "t1" }, lang: "de", events: ["news"] };
    expect(issuesOf(connectDiscordSchema, { ...valid, url: "   " })[0]).toBe("url: required");
    expect(issuesOf(connectDiscordSchema, { ...valid, url: `${url}?${"w".repeat(300)}` })[0]).toBe("url: too_long");
    expect(connectDiscordSchema.parse({ ...valid, url: ` ${url} ` }).url).toBe(url);
  });

  it("names the owner by its kind's id", () => {
    const valid = { url, lang: "fr", events: ["news"] };
    expect(issuesOf(connectDiscordSchema, { ...valid, owner: { kind: "place", shopId: 3 } })).toEqual([]);
    expect(issuesOf(connectDiscordSchema, { ...valid, owner: { kind: "place", shopId: 0 } })).toHaveLength(1);
    expect(issuesOf(connectDiscordSchema, { ...valid, owner: { kind: "team", teamId: "a b" } })).toHaveLength(1);
    expect(issuesOf(connectDiscordSchema, { ...valid, owner: { kind: "shop", shopId: 3 } })).toHaveLength(1);
  });

  it("takes at most every event once, and a connection by its id", () => {
    expect(updateDiscordSchema.parse({ connectionId: 2, lang: "es", events: ["news", "places_open", "news"] }).events).toEqual(["news", "places_open"]);
    expect(issuesOf(updateDiscordSchema, { connectionId: 2, lang: "es", events: [...DISCORD_EVENTS, "news"] })).toHaveLength(1);
    expect(issuesOf(updateDiscordSchema, { connectionId: 2, lang: "es", events: [...DISCORD_EVENTS] })).toEqual([]);
    expect(issuesOf(updateDiscordSchema, { connectionId: 2, lang: "es", events: [] })).toEqual(["events: discord_events_required"]);
    expect(issuesOf(discordConnectionIdSchema, { connectionId: 2 ** 31 })).toHaveLength(1);
    expect(issuesOf(discordConnectionIdSchema, { connectionId: 1 })).toEqual([]);
  });
});
