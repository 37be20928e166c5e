import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { game, mediaUpload, profile } from "../../db/schema/index.ts";
import { deleteAccount } from "../account/service.ts";
import { createGame, updateGame } from "../games/service.ts";
import { updateProfile } from "../profiles/service.ts";
import { createTeam, createTeamPost, updateTeam } from "../teams/service.ts";
import { offlineGazetteer } from "../../platform/offline-gazetteer.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { createPlayer, gameInput } from "../../../test-support/players.ts";
import { teamInput } from "../../../test-support/teams.ts";
import { recordUpload } from "./service.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const db = () => database.db;
const profileInput = {
  bio: "",
  avatar: null,
  availability: "available" as const,
  languages: ["fr" as const],
  bannerKey: null as string | null,
  nameVisibility: "nobody" as const,
  ageVisibility: "nobody" as const,
};

async function uploadAs(userId: string) {
  const key = `uploads/${randomUUID()}`;
  await recordUpload(db(), userId, key);
  return key;
}

describe("images a record may name (decision 032)", () => {
  it("only the player's own uploads, everywhere a record takes one", async () => {
    const [owner, thief] = await Promise.all([createPlayer(db(), "Proprio"), createPlayer(db(), "Voleur")]);
    const cover = await uploadAs(owner.id);
    const { id: gameId } = await createGame(db(), owner, gameInput({ coverImageKey: cover }));

    const attempts = [
      () => updateProfile(db(), thief, { ...profileInput, bannerKey: cover }),
      () => createGame(db(), thief, gameInput({ coverImageKey: cover })),
      () => createGame(db(), thief, gameInput({ photoKeys: [cover] })),
      () => createGame(db(), thief, gameInput({ coverImageKey: `uploads/${randomUUID()}` })),
      () => createTeam(db(), thief, { ...teamInput(), logoKey: cover }, offlineGazetteer),
    ];
    for (const attempt of attempts) expect(await appCodeOf(attempt())).toBe("IMAGE_INVALID");
    expect(await db().select({ id: game.id }).from(game).where(eq(game.coverImageKey, cover))).toEqual([{ id: gameId }]);
    expect((await db().select({ bannerKey: profile.bannerKey }).from(profile).where(eq(profile.userId, thief.id)))[0]!.bannerKey).toBeNull();

    // Their own upload goes through; what a record already names may stay as it is.
    const banner = await uploadAs(thief.id);
    await updateProfile(db(), thief, { ...profileInput, bannerKey: banner });
    await updateGame(db(), owner, { ...gameInput({ coverImageKey: cover, title: "Nouvelle édition" }), gameId });
    // An edit may not take another's upload in either; an image the game shows whose upload is no
    // longer on record (written by an earlier version, or by hand) stays as it is.
    expect(await appCodeOf(updateGame(db(), owner, { ...gameInput({ coverImageKey: cover, photoKeys: [banner] }), gameId }))).toBe("IMAGE_INVALID");
    await db().delete(mediaUpload).where(eq(mediaUpload.key, cover));
    expect(await updateGame(db(), owner, { ...gameInput({ coverImageKey: cover, title: "Troisième édition" }), gameId })).toEqual({ id: gameId });
  });

  it("a team's news and its page: a leader's own uploads, and what the team already shows", async () => {
    const [founder, stranger] = await Promise.all([createPlayer(db(), "Fondateur"), createPlayer(db(), "Inconnu")]);
    const logo = await uploadAs(founder.id);
    const team = await createTeam(db(), founder, { ...teamInput(), logoKey: logo }, offlineGazetteer);
    const theirs = await uploadAs(stranger.id);
    expect(await appCodeOf(createTeamPost(db(), founder, { teamId: team.id, text: "Sortie", photoKeys: [theirs] }))).toBe("IMAGE_INVALID");
    expect(await appCodeOf(updateTeam(db(), founder, { ...teamInput(), teamId: team.id, logoKey: logo, bannerKey: theirs }, offlineGazetteer))).toBe(
      "IMAGE_INVALID",
    );
    await updateTeam(db(), founder, { ...teamInput(), teamId: team.id, logoKey: logo, bannerKey: null }, offlineGazetteer);
  });
});

describe("images an account's deletion erases", () => {
  it("only its own, and never one another record still shows", async () => {
    const [leaving, organizer] = await Promise.all([createPlayer(db(), "Partant"), createPlayer(db(), "Orga")]);
    // A banner nothing else shows: erased, its upload row with it.
    const banner = await uploadAs(leaving.id);
    await updateProfile(db(), leaving, { ...profileInput, bannerKey: banner });
    expect(await deleteAccount(db(), leaving.id)).toEqual({ imageKeys: [banner] });
    expect(await db().select().from(mediaUpload).where(eq(mediaUpload.key, banner))).toEqual([]);

    // A banner that is also a game's cover: the game keeps it.
    const shared = await createPlayer(db(), "Partage");
    const both = await uploadAs(shared.id);
    await updateProfile(db(), shared, { ...profileInput, bannerKey: both });
    await createGame(
      db(),
      shared,
      gameInput({ coverImageKey: both, startsAt: new Date(Date.now() - 48 * 3600_000), endsAt: new Date(Date.now() - 40 * 3600_000) }),
    );
    expect(await deleteAccount(db(), shared.id)).toEqual({ imageKeys: [] });
    expect(await db().select({ uploaderId: mediaUpload.uploaderId }).from(mediaUpload).where(eq(mediaUpload.key, both))).toEqual([{ uploaderId: null }]);

    // Another's image pointed at by a row written past the service: it is not the leaver's to erase.
    const cover = await uploadAs(organizer.id);
    await createGame(db(), organizer, gameInput({ coverImageKey: cover }));
    const thief = await createPlayer(db(), "Voleur");
    await db().update(profile).set({ bannerKey: cover }).where(eq(profile.userId, thief.id));
    expect(await deleteAccount(db(), thief.id)).toEqual({ imageKeys: [] });
    expect(await db().select({ uploaderId: mediaUpload.uploaderId }).from(mediaUpload).where(eq(mediaUpload.key, cover))).toEqual([
      { uploaderId: organizer.id },
    ]);
  });
});
