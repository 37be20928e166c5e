import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game } from "../../db/schema/index.ts";
import { createGame, getGame, regenerateShareToken, searchGames } from "./service.ts";
import { cancelRegistration, registerForGame } from "../registrations/service.ts";
import { AEG_300, createPlayer, gameInput, makeFriends } from "../../../test-support/players.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

describe("visibility", () => {
  it("shows public games to all, friends-only games to friends, private games only by link", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const friend = await createPlayer(database.db, "Ami");
    const stranger = await createPlayer(database.db, "Inconnu");
    await makeFriends(database.db, organizer, friend);
    const title = `Visi-${Date.now()}`;
    const pub = await createGame(database.db, organizer, gameInput({ title: `${title} pub`, visibility: "public" }));
    const friends = await createGame(database.db, organizer, gameInput({ title: `${title} amis`, visibility: "friends" }));
    const priv = await createGame(database.db, organizer, gameInput({ title: `${title} privée`, visibility: "private" }));

    const listedFor = async (viewer: string | null) =>
      (await searchGames(database.db, viewer, { q: title, limit: 50 })).items.map((g) => g.id).sort((a, b) => a - b);
    expect(await listedFor(null)).toEqual([pub.id]);
    expect(await listedFor(stranger.id)).toEqual([pub.id]);
    expect(await listedFor(friend.id)).toEqual([pub.id, friends.id]);
    expect(await listedFor(organizer.id)).toEqual([pub.id, friends.id]);

    // By direct link.
    const { shareToken } = await getGame(database.db, organizer.id, priv.id);
    expect(shareToken).toMatch(/^[0-9a-f]{32}$/);
    expect((await getGame(database.db, null, priv.id, shareToken!)).id).toBe(priv.id);
    expect(await appCodeOf(getGame(database.db, null, friends.id))).toBe("NOT_FOUND");
    expect(await appCodeOf(getGame(database.db, stranger.id, friends.id))).toBe("NOT_FOUND");
    expect((await getGame(database.db, friend.id, friends.id)).id).toBe(friends.id);
    expect((await getGame(database.db, organizer.id, friends.id)).isOrganizer).toBe(true);
    // getGames({id}) names one game, with the same rules as its page.
    const byId = async (viewer: string | null, id: number) => (await searchGames(database.db, viewer, { id })).items.map((g) => g.id);
    expect(await byId(null, priv.id)).toEqual([]);
    expect((await searchGames(database.db, null, { id: priv.id, shareToken: shareToken! })).items.map((g) => g.id)).toEqual([priv.id]);
    expect(await byId(stranger.id, friends.id)).toEqual([]);
    expect(await byId(friend.id, friends.id)).toEqual([friends.id]);
    // A stranger cannot register for a friends-only game either.
    expect(await appCodeOf(registerForGame(database.db, stranger, { gameId: friends.id, replicas: [{ powerClass: "aeg", fps: 300, name: "" }] }))).toBe(
      "NOT_FOUND",
    );
  });
});

describe("private games", () => {
  async function privateGame() {
    const organizer = await createPlayer(database.db, "Orga");
    const { id } = await createGame(database.db, organizer, gameInput({ visibility: "private" }));
    const { shareToken } = await getGame(database.db, organizer.id, id);
    return { organizer, id, token: shareToken! };
  }

  it("do not exist without their link's token, signed in or not, whatever the id: counting ids finds nothing", async () => {
    const { id, token } = await privateGame();
    const stranger = await createPlayer(database.db, "Curieux");
    for (const viewer of [null, stranger.id]) {
      expect(await appCodeOf(getGame(database.db, viewer, id))).toBe("NOT_FOUND");
      expect(await appCodeOf(getGame(database.db, viewer, id, "0".repeat(32)))).toBe("NOT_FOUND");
      expect(await appCodeOf(getGame(database.db, viewer, id, token.slice(0, 31)))).toBe("NOT_FOUND");
      expect((await searchGames(database.db, viewer, { id })).items).toEqual([]);
    }
    expect(await appCodeOf(registerForGame(database.db, stranger, { gameId: id, replicas: AEG_300 }))).toBe("NOT_FOUND");
    // The page a link opens hides the link itself from whoever came by it.
    const opened = await getGame(database.db, stranger.id, id, token);
    expect({ id: opened.id, shareToken: opened.shareToken, isOrganizer: opened.isOrganizer }).toEqual({ id, shareToken: null, isOrganizer: false });
  });

  it("open for their registrants without the link once they registered with it, until they withdraw", async () => {
    const { id, token } = await privateGame();
    const player = await createPlayer(database.db, "Invité");
    await registerForGame(database.db, player, { gameId: id, shareToken: token, replicas: AEG_300 });
    expect((await getGame(database.db, player.id, id)).myRegistration?.status).toBe("confirmed");
    expect((await searchGames(database.db, player.id, { id })).items.map((g) => g.id)).toEqual([id]);
    await cancelRegistration(database.db, player, id);
    expect(await appCodeOf(getGame(database.db, player.id, id))).toBe("NOT_FOUND");
  });

  it("get a new link from their organizer only; the old one stops opening the game, registrants keep it", async () => {
    const { organizer, id, token } = await privateGame();
    const registrant = await createPlayer(database.db, "Inscrit");
    await registerForGame(database.db, registrant, { gameId: id, shareToken: token, replicas: AEG_300 });
    const other = await createPlayer(database.db, "Autre");

    expect(await appCodeOf(regenerateShareToken(database.db, registrant, id))).toBe("NOT_FOUND");
    const { shareToken: fresh } = await regenerateShareToken(database.db, organizer, id);
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(token);
    expect((await getGame(database.db, organizer.id, id)).shareToken).toBe(fresh);

    expect(await appCodeOf(getGame(database.db, other.id, id, token))).toBe("NOT_FOUND");
    expect(await appCodeOf(registerForGame(database.db, other, { gameId: id, shareToken: token, replicas: AEG_300 }))).toBe("NOT_FOUND");
    expect((await getGame(database.db, other.id, id, fresh)).id).toBe(id);
    expect((await getGame(database.db, registrant.id, id)).id).toBe(id);
  });

  it("keep a friends-only game to friends: a token opens nothing but its own private game", async () => {
    const organizer = await createPlayer(database.db, "Orga");
    const stranger = await createPlayer(database.db, "Inconnu");
    const { id } = await createGame(database.db, organizer, gameInput({ visibility: "friends" }));
    const [row] = await database.db.select({ shareToken: game.shareToken }).from(game).where(eq(game.id, id));
    expect(await appCodeOf(getGame(database.db, stranger.id, id, row!.shareToken))).toBe("NOT_FOUND");
    const other = await privateGame();
    expect(await appCodeOf(getGame(database.db, stranger.id, id, other.token))).toBe("NOT_FOUND");
    expect((await getGame(database.db, organizer.id, id)).shareToken).toBeNull();
  });
});
