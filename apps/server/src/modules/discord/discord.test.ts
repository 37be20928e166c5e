import type { DiscordConnectionView } from "@escouade/contracts/discord";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discordConnection, notification, shop, shopOwner } from "../../db/schema/index.ts";
import { JOB_SCHEMA } from "../../platform/jobs.ts";
import { cancelGame, createGame, updateGame } from "../games/service.ts";
import { cancelRegistration, decideRegistration, registerForGame } from "../registrations/service.ts";
import { postPlaceNews } from "../shops/service.ts";
import { createTeamPost } from "../teams/service.ts";
import { Client, createTestApp, expectError, expectOk, type TestApp } from "../../../test-support/app.ts";
import { startFakeDiscord, type FakeDiscord, type FakeDiscordWebhook } from "../../../test-support/discord.ts";
import { insertPlace } from "../../../test-support/places.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { sessionCookieFor } from "../../../test-support/sessions.ts";
import { createTeamWith } from "../../../test-support/teams.ts";
import { discordPostHandler, discordPostQueue } from "./service.ts";
import { postToWebhook } from "./webhook-client.ts";

let server: TestApp;
let discord: FakeDiscord;
const db = () => server.database.db;
const APP_URL = "http://localhost:5173";

beforeAll(async () => {
  discord = await startFakeDiscord();
  server = await createTestApp({ env: { DISCORD_API_URL: discord.apiUrl, JOBS_POLL_SECONDS: "0.5", PUBLIC_APP_URL: APP_URL } });
});
afterAll(async () => {
  await server?.close();
  await discord?.stop();
});

async function clientOf(userId: string) {
  const cookie = await sessionCookieFor(db(), userId);
  const client = new Client(server.app);
  client.cookies.set(cookie.name, cookie.value);
  return client;
}

async function organizer() {
  const player = await createPlayer(db(), "Orga");
  return { ...player, client: await clientOf(player.id) };
}

async function connect(client: Client, webhook: FakeDiscordWebhook, input: Record<string, unknown> = {}) {
  return client.mutation<DiscordConnectionView>("discord.connect", {
    owner: { kind: "organizer" },
    url: webhook.url,
    lang: "fr",
    events: ["new_game"],
    ...input,
  });
}

/** The posts of games (the test post left aside), as the channel received them. */
async function gamePosts(webhook: FakeDiscordWebhook) {
  return (await discord.messages(webhook.id)).slice(1).map((message) => message.body.embeds![0]!);
}

/** The discord-post jobs waiting for a connection. */
async function waitingJobs(connectionId: number) {
  const rows = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(JOB_SCHEMA)}.job where name = ${discordPostQueue.name} and state = 'created' and (data->>'connectionId')::int = ${connectionId}`,
  );
  return (Array.isArray(rows) ? rows : (rows as unknown as { rows: { n: number }[] }).rows)[0]!.n;
}

/** Every discord-post job ever queued for a connection and this announcement. */
async function jobsFor(connectionId: number, announcement: string) {
  const rows = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from ${sql.raw(JOB_SCHEMA)}.job where name = ${discordPostQueue.name} and (data->>'connectionId')::int = ${connectionId} and data->'post'->>'announcement' = ${announcement}`,
  );
  return (Array.isArray(rows) ? rows : (rows as unknown as { rows: { n: number }[] }).rows)[0]!.n;
}

describe("connecting a channel", () => {
  it("posts a test message in the chosen language, keeps the webhook's name and never shows its token", async () => {
    const orga = await organizer();
    const webhook = await discord.createWebhook("annonces-parties");
    const view = expectOk(await connect(orga.client, webhook, { events: ["new_game", "game_updates"] }));
    expect(view).toMatchObject({ name: "annonces-parties", lang: "fr", events: ["new_game", "game_updates"], offSince: null });
    expect(JSON.stringify(view)).not.toContain(webhook.token);

    const [test] = await discord.messages(webhook.id);
    expect(test!.body.embeds![0]).toMatchObject({ title: "Escouade est connecté", url: `${APP_URL}/fr/user/${orga.id}` });
    expect(test!.body.embeds![0]!.description).toBe(
      `Ce salon recevra les annonces de ${orga.username}\u00a0: les nouvelles parties et les modifications ou annulations.`,
    );
    // Nothing a player writes may ping a whole server.
    expect(test!.body).toMatchObject({ allowed_mentions: { parse: [] } });

    const listed = expectOk(await orga.client.query<DiscordConnectionView[]>("discord.getConnections", { kind: "organizer" }));
    expect(listed.map((c) => c.id)).toEqual([view.id]);
    expect(JSON.stringify(listed)).not.toContain(webhook.token);
  });

  it("refuses another host, a deleted webhook, a wrong token, a Discord that fails the test post, and the same channel twice, saving nothing", async () => {
    const orga = await organizer();
    const webhook = await discord.createWebhook();
    const refused = async (input: Record<string, unknown>) => expectError(await connect(orga.client, webhook, input)).data?.appCode;

    expect(await refused({ url: `https://discord.com.evil.example/api/webhooks/${webhook.id}/${webhook.token}` })).toBe("VALIDATION_FAILED");
    expect(await refused({ url: webhook.url.replace(webhook.token, "x".repeat(68)) })).toBe("DISCORD_WEBHOOK_NOT_FOUND");
    expect(await refused({ events: [] })).toBe("VALIDATION_FAILED");
    await discord.fail(webhook.id, { status: 503, times: 1 });
    expect(await refused({})).toBe("DISCORD_UNREACHABLE");
    const gone = await discord.createWebhook();
    await discord.deleteWebhook(gone.id);
    expect(await refused({ url: gone.url })).toBe("DISCORD_WEBHOOK_NOT_FOUND");
    expect(await db().select().from(discordConnection).where(eq(discordConnection.organizerId, orga.id))).toEqual([]);

    expectOk(await connect(orga.client, webhook));
    expect(await refused({})).toBe("DISCORD_ALREADY_CONNECTED");
  });

  it("lets only a team's leaders and a place's owners connect theirs, and nobody touch another's connection", async () => {
    const team = await createTeamWith(db(), { members: 1 });
    const place = await insertPlace(db());
    const owner = await createPlayer(db(), "Owner");
    await db().insert(shopOwner).values({ shopId: place.id, userId: owner.id });
    const webhook = await discord.createWebhook();
    const member = await clientOf(team.members[0]!.id);
    const stranger = await organizer();

    expect(expectError(await connect(member, webhook, { owner: { kind: "team", teamId: team.id } })).data?.appCode).toBe("FORBIDDEN");
    expect(expectError(await stranger.client.query("discord.getConnections", { kind: "team", teamId: team.id })).data?.appCode).toBe("FORBIDDEN");
    expect(expectError(await connect(stranger.client, webhook, { owner: { kind: "place", shopId: place.id } })).data?.appCode).toBe("FORBIDDEN");
    expect(expectError(await connect(stranger.client, webhook, { owner: { kind: "place", shopId: 2_000_000_000 } })).data?.appCode).toBe("NOT_FOUND");

    const leader = await clientOf(team.owner.id);
    const teams = expectOk(await connect(leader, webhook, { owner: { kind: "team", teamId: team.id }, events: ["news"] }));
    const places = expectOk(await connect(await clientOf(owner.id), webhook, { owner: { kind: "place", shopId: place.id }, events: ["news"] }));
    for (const id of [teams.id, places.id]) {
      expect(
        expectError(await stranger.client.mutation("discord.updateConnection", { connectionId: id, lang: "en", events: ["new_game"] })).data?.appCode,
      ).toBe("NOT_FOUND");
      expect(expectError(await member.mutation("discord.disconnect", { connectionId: id })).data?.appCode).toBe("NOT_FOUND");
    }
    // An organizer writes no news: the event is not theirs to choose.
    expect(expectError(await connect(stranger.client, webhook, { events: ["news"] })).data?.appCode).toBe("VALIDATION_FAILED");

    const updated = expectOk(
      await leader.mutation<DiscordConnectionView>("discord.updateConnection", { connectionId: teams.id, lang: "de", events: ["new_game", "news"] }),
    );
    expect(updated).toMatchObject({ lang: "de", events: ["new_game", "news"] });
    expectOk(await leader.mutation("discord.disconnect", { connectionId: teams.id }));
    expect(expectOk(await leader.query<DiscordConnectionView[]>("discord.getConnections", { kind: "team", teamId: team.id }))).toEqual([]);
  });
});

describe("what a channel receives", () => {
  it("a new public game, in the connection's language: venue time, place, price, places left and its link; never a private one", async () => {
    const orga = await organizer();
    const webhook = await discord.createWebhook();
    expectOk(await connect(orga.client, webhook, { lang: "en" }));

    await createGame(db(), orga, gameInput({ title: "Secret op", visibility: "private" }));
    const startsAt = new Date("2031-06-14T07:00:00Z");
    const { id } = await createGame(db(), orga, gameInput({ title: "Operation Fog", startsAt, endsAt: new Date("2031-06-14T15:00:00Z"), maxPlayers: 30 }));
    await discord.waitForMessages(webhook.id, 2);
    const [embed, ...more] = await gamePosts(webhook);
    expect(more).toEqual([]);
    expect(embed).toMatchObject({ author: { name: "New game" }, title: "Operation Fog", url: `${APP_URL}/en/games/${id}` });
    expect(embed!.fields).toEqual([
      { name: "When", value: `Saturday 14 June, 09:00 – 17:00 (Paris time)\n<t:${startsAt.getTime() / 1000}:R>` },
      { name: "Where", value: "69009 Lyon", inline: true },
      { name: "Price", value: "€15", inline: true },
      { name: "Places left", value: "30 of 30", inline: true },
    ]);
  });

  it("a change once the edits settle, a cancellation, and places opening on a full game", async () => {
    const orga = await organizer();
    const webhook = await discord.createWebhook();
    const connection = expectOk(await connect(orga.client, webhook, { events: ["game_updates", "places_open"] }));
    const player = await createPlayer(db(), "Joueur");
    const input = gameInput({ title: "Opération Complète", maxPlayers: 1 });
    const { id } = await createGame(db(), orga, input);
    await registerForGame(db(), player, { gameId: id, replicas: [] });
    await cancelRegistration(db(), player, id);
    await discord.waitForMessages(webhook.id, 2);
    expect((await gamePosts(webhook)).map((e) => [e.author?.name, e.fields?.at(-1)?.value])).toEqual([["Des places se libèrent", "1 sur 1"]]);
    // A place given up in a game that was not full opens nothing new.
    const roomy = await createGame(db(), orga, gameInput({ title: "Opération Large", maxPlayers: 3 }));
    await registerForGame(db(), player, { gameId: roomy.id, replicas: [] });
    await cancelRegistration(db(), player, roomy.id);
    expect(await jobsFor(connection.id, "places_open")).toBe(1);

    // Two edits in a row wait as one post, which reads the game as it is when it leaves.
    await updateGame(db(), orga, { ...input, gameId: id, title: "Opération Complète (bis)" });
    await updateGame(db(), orga, { ...input, gameId: id, title: "Opération Complète (ter)" });
    expect(await waitingJobs(connection.id)).toBe(1);

    await cancelGame(db(), orga, id);
    await discord.waitForMessages(webhook.id, 3);
    const cancelled = (await gamePosts(webhook))[1]!;
    expect(cancelled).toMatchObject({ author: { name: "Partie annulée" }, title: "Opération Complète (ter)" });
    expect(cancelled.fields!.map((f) => f.name)).toEqual(["Quand", "Où", "Prix"]);
  });

  it("a team's channel hears of a game when its first member goes, and of the team's news, mentions kept silent", async () => {
    const team = await createTeamWith(db(), { members: 2 });
    const webhook = await discord.createWebhook();
    expectOk(await connect(await clientOf(team.owner.id), webhook, { owner: { kind: "team", teamId: team.id }, events: ["new_game", "news"], lang: "es" }));
    const orga = await createPlayer(db(), "Orga");
    const { id } = await createGame(db(), orga, gameInput({ title: "Operación Niebla", priceCents: 0 }));
    await registerForGame(db(), team.members[0]!, { gameId: id, replicas: [] });
    await registerForGame(db(), team.members[1]!, { gameId: id, replicas: [] });
    await createTeamPost(db(), team.owner, { teamId: team.id, text: "@everyone entrenamiento el domingo", photoKeys: [] });
    const messages = await discord.waitForMessages(webhook.id, 3);
    const [game, news] = messages.slice(1).map((m) => m.body.embeds![0]!);
    expect(game).toMatchObject({ author: { name: "Nueva partida" }, title: "Operación Niebla" });
    expect(game!.fields!.find((f) => f.name === "Precio")?.value).toBe("Gratis");
    expect(news).toMatchObject({
      title: `Novedades de ${team.name}`,
      description: "@everyone entrenamiento el domingo",
      url: `${APP_URL}/es/teams/${team.slug}`,
    });
    expect(messages.every((m) => JSON.stringify(m.body.allowed_mentions) === JSON.stringify({ parse: [] }))).toBe(true);
    // The second member going is not news.
    expect(messages).toHaveLength(3);
  });

  it("a team's channel waits for the organizer to let a member in before it hears of the game", async () => {
    const team = await createTeamWith(db(), { members: 1 });
    const webhook = await discord.createWebhook();
    const connection = expectOk(await connect(await clientOf(team.owner.id), webhook, { owner: { kind: "team", teamId: team.id } }));
    const orga = await createPlayer(db(), "Orga");
    const { id } = await createGame(db(), orga, gameInput({ approvalRequired: true }));
    const request = await registerForGame(db(), team.members[0]!, { gameId: id, replicas: [] });
    expect(request.status).toBe("pending");
    expect(await jobsFor(connection.id, "new_game")).toBe(0);
    await decideRegistration(db(), orga, { registrationId: request.id, approve: true });
    expect(await jobsFor(connection.id, "new_game")).toBe(1);
  });

  it("a place's news and the games published at it; nothing once the moderators removed the place", async () => {
    const place = await insertPlace(db());
    const owner = await createPlayer(db(), "Owner");
    await db().insert(shopOwner).values({ shopId: place.id, userId: owner.id });
    const webhook = await discord.createWebhook();
    const connection = expectOk(
      await connect(await clientOf(owner.id), webhook, {
        owner: { kind: "place", shopId: place.id },
        events: ["new_game", "game_updates", "news"],
        lang: "de",
      }),
    );
    const orga = await createPlayer(db(), "Orga");
    const { id } = await createGame(db(), orga, gameInput({ title: "Nachtspiel", shopId: place.id }));
    await postPlaceNews(db(), owner, { shopId: place.id, text: "Neuer Bunker ab Sonntag.", photoKeys: [] });
    const [published, news] = (await discord.waitForMessages(webhook.id, 3)).slice(1).map((m) => m.body.embeds![0]!);
    expect(published).toMatchObject({ author: { name: "Neues Spiel" }, title: "Nachtspiel" });
    expect(published!.fields!.find((f) => f.name === "Wo")?.value).toBe(`${place.name}, 69009 Lyon`);
    expect(news).toMatchObject({ title: `Neuigkeiten von ${place.name}`, description: "Neuer Bunker ab Sonntag." });

    await db().update(shop).set({ removedAt: new Date() }).where(eq(shop.id, place.id));
    await cancelGame(db(), orga, id);
    expect(await jobsFor(connection.id, "game_cancelled")).toBe(0);
  });
});

describe("Discord's answers", () => {
  it("a 429 is waited out for as long as Discord asks, then the post goes once", async () => {
    const orga = await organizer();
    const webhook = await discord.createWebhook();
    expectOk(await connect(orga.client, webhook));
    await discord.fail(webhook.id, { status: 429, times: 1, retryAfter: 1.5 });
    await createGame(db(), orga, gameInput({ title: "Patience" }));
    await discord.waitForMessages(webhook.id, 2, 15_000);
    const attempts = await discord.attempts(webhook.id);
    expect(attempts.map((a) => a.status)).toEqual([200, 429, 204]);
    const waited = Date.parse(attempts[2]!.at) - Date.parse(attempts[1]!.at);
    expect(waited).toBeGreaterThanOrEqual(1500);
    expect(await gamePosts(webhook)).toHaveLength(1);
  });

  it("a Discord that fails is tried again: the attempt throws, so the queue retries it with backoff", async () => {
    const orga = await organizer();
    const webhook = await discord.createWebhook();
    const connection = expectOk(await connect(orga.client, webhook));
    const { id } = await createGame(db(), orga, gameInput({ visibility: "friends" }));
    // Made public only now, in the database: the queue has no job for it, the test drives the handler itself.
    await db().execute(sql`update game set visibility = 'public' where id = ${id}`);
    const handler = discordPostHandler({
      database: server.database,
      apiUrl: discord.apiUrl,
      appUrl: APP_URL,
      imageUrl: (key) => `${APP_URL}/media/${key}`,
      log: { warn() {}, error() {} },
    });
    const job = { connectionId: connection.id, post: { kind: "game" as const, announcement: "new_game" as const, gameId: id } };
    await discord.fail(webhook.id, { status: 502, times: 1 });
    await expect(handler.handle(job, { id: "test" })).rejects.toThrow(/Discord could not take a post/);
    await handler.handle(job, { id: "test" });
    expect(await gamePosts(webhook)).toHaveLength(1);
    expect(discordPostQueue.retryLimit).toBeGreaterThan(0);
  });

  it("a deleted webhook turns the connection off and tells its owner once", async () => {
    const orga = await organizer();
    const webhook = await discord.createWebhook("recrutement");
    const connection = expectOk(await connect(orga.client, webhook));
    await discord.deleteWebhook(webhook.id);
    await createGame(db(), orga, gameInput());
    await createGame(db(), orga, gameInput());
    const deadline = Date.now() + 10_000;
    for (;;) {
      const [row] = await db().select({ offSince: discordConnection.offSince }).from(discordConnection).where(eq(discordConnection.id, connection.id));
      if (row?.offSince) break;
      if (Date.now() > deadline) throw new Error("the connection was not turned off");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const told = await db()
      .select({ data: notification.data })
      .from(notification)
      .where(and(eq(notification.userId, orga.id), sql`${notification.data}->>'type' = 'discord_connection_off'`));
    expect(told.map((row) => row.data)).toEqual([
      { type: "discord_connection_off", payload: { owner: { kind: "organizer", name: orga.username }, channel: "recrutement" } },
    ]);
    const [listed] = expectOk(await orga.client.query<DiscordConnectionView[]>("discord.getConnections", { kind: "organizer" }));
    expect(listed!.offSince).not.toBeNull();
  });
});

describe("the webhook client", () => {
  it("sorts Discord's answers: a full bucket holds the next posts, a 429 says how long, a refused body is not retried", async () => {
    const webhook = await discord.createWebhook();
    const message = { embeds: [{ title: "Ping" }] };
    const outcomes = [];
    for (let i = 0; i < 6; i++) outcomes.push(await postToWebhook(discord.apiUrl, webhook, message));
    expect(outcomes.slice(0, 4).map((o) => o.kind === "sent" && o.holdUntil)).toEqual([null, null, null, null]);
    const fifth = outcomes[4]!;
    expect(fifth.kind === "sent" && fifth.holdUntil!.getTime()).toBeGreaterThan(Date.now());
    const sixth = outcomes[5]!;
    expect(sixth.kind).toBe("wait");
    expect(sixth.kind === "wait" && sixth.waitMs).toBeGreaterThan(0);

    const other = await discord.createWebhook();
    const refused = await postToWebhook(discord.apiUrl, other, { embeds: [{ title: "x".repeat(257) }] });
    expect(refused).toMatchObject({ kind: "refused", status: 400 });
    expect(refused.kind === "refused" && refused.detail).toContain("50035");
    expect(await postToWebhook("http://127.0.0.1:9/api/v10", other, message)).toMatchObject({ kind: "unreachable" });
  });
});
