import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { notification, shop, user } from "../../db/schema/index.ts";
import { getMyShopReports, getStores, MAX_PENDING_REPORTS, moderateShop, reportShop } from "./service.ts";
import { Client, expectError } from "../../../test-support/app.ts";
import { appCodeOf } from "../../../test-support/app-code.ts";
import { onboardedUser } from "../../../test-support/flows.ts";
import { useAppWithMailSink } from "../../../test-support/app-with-mail.ts";
import { createPlayer } from "../../../test-support/players.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

function report(
  name: string,
  overrides: Partial<{ latitude: number; longitude: number; city: string; type: "physical" | "online" | "field" | "workshop" }> = {},
) {
  return {
    name,
    type: overrides.type ?? ("field" as const),
    address: {
      street: "Chemin du Bois",
      city: overrides.city ?? "Lyon",
      postalCode: "69009",
      country: "fr" as const,
      latitude: overrides.latitude ?? 45.77,
      longitude: overrides.longitude ?? 4.8,
    },
    website: "https://terrain.example",
    comment: "Terrain boisé, ouvert le dimanche.",
  };
}

describe("reporting a missing shop", () => {
  it("stays pending and invisible until a moderator approves it; the reporter is told", async () => {
    const db = database.db;
    const reporter = await createPlayer(db, "Reporter");
    const moderator = await createPlayer(db, "Modo");
    const name = `Terrain ${Math.random().toString(36).slice(2, 8)}`;
    const created = await reportShop(db, reporter, report(name));
    expect(created.status).toBe("pending");
    expect((await getStores(db, { q: name })).map((s) => s.name)).toEqual([]);

    await moderateShop(db, moderator, { shopId: created.id, decision: "approved" });
    const found = await getStores(db, { q: name });
    expect(found.map((s) => s.name)).toEqual([name]);
    // The reporter's note to moderators never goes public.
    expect(JSON.stringify(found)).not.toContain("ouvert le dimanche");
    const told = await db.select({ data: notification.data }).from(notification).where(eq(notification.userId, reporter.id));
    expect(told.map((n) => n.data)).toEqual([{ type: "shop_approved", payload: { shop: { id: created.id, name } } }]);
    expect(await appCodeOf(moderateShop(db, moderator, { shopId: created.id, decision: "rejected" }))).toBe("ALREADY_MODERATED");
    expect((await getMyShopReports(db, reporter)).map((r) => r.status)).toEqual(["approved"]);
  });

  it("a rejected report never shows; the reporter is told", async () => {
    const db = database.db;
    const reporter = await createPlayer(db, "Reporter");
    const moderator = await createPlayer(db, "Modo");
    const name = `Boutique ${Math.random().toString(36).slice(2, 8)}`;
    const created = await reportShop(db, reporter, report(name, { type: "physical" }));
    await moderateShop(db, moderator, { shopId: created.id, decision: "rejected" });
    expect(await getStores(db, { q: name })).toEqual([]);
    const [told] = await db.select({ data: notification.data }).from(notification).where(eq(notification.userId, reporter.id));
    expect(told?.data.type).toBe("shop_rejected");
  });

  it("caps the reports waiting for a moderator per player", async () => {
    const reporter = await createPlayer(database.db, "Flood");
    for (let i = 0; i < MAX_PENDING_REPORTS; i++) await reportShop(database.db, reporter, report(`Flood ${i}`));
    expect(await appCodeOf(reportShop(database.db, reporter, report("One too many")))).toBe("RATE_LIMITED");
    expect(await database.db.select().from(shop).where(eq(shop.submittedBy, reporter.id))).toHaveLength(MAX_PENDING_REPORTS);
  });
});

describe("getStores", () => {
  it("filters by type and radius, nearest first", async () => {
    const db = database.db;
    const reporter = await createPlayer(db, "Reporter");
    const moderator = await createPlayer(db, "Modo");
    const tag = `rad${Math.random().toString(36).slice(2, 7)}`;
    const near = await reportShop(db, reporter, report(`${tag} near`, { latitude: 45.765, longitude: 4.84 }));
    const mid = await reportShop(db, reporter, report(`${tag} mid`, { latitude: 45.85, longitude: 4.9, type: "physical" }));
    const far = await reportShop(db, reporter, report(`${tag} far`, { latitude: 48.85, longitude: 2.35 }));
    for (const s of [near, mid, far]) await moderateShop(db, moderator, { shopId: s.id, decision: "approved" });
    const around = await getStores(db, { q: tag, latitude: 45.76, longitude: 4.84, radiusKm: 25 });
    expect(around.map((s) => s.id)).toEqual([near.id, mid.id]);
    expect(around[0]!.distanceKm).toBeLessThan(1);
    expect((await getStores(db, { q: tag, type: "physical" })).map((s) => s.id)).toEqual([mid.id]);
  });
});

describe("over HTTP", () => {
  const env = useAppWithMailSink();

  it("refuses bad reports with field errors and stores nothing; only moderators moderate", async () => {
    const anonymous = new Client(env.server.app);
    expect(expectError(await anonymous.mutation("shops.reportShop", report("Anonyme"))).data.appCode).toBe("UNAUTHENTICATED");

    const client = new Client(env.server.app);
    await onboardedUser(client, env.sink);
    const bad = expectError(await client.mutation("shops.reportShop", { ...report(""), website: "pas une url", type: "bar" }));
    expect(bad.data.appCode).toBe("VALIDATION_FAILED");
    expect(Object.keys(bad.data.zodError?.fieldErrors ?? {}).sort()).toEqual(["name", "type", "website"]);
    const session = await client.getSession();
    expect(await database.db.select().from(shop).where(eq(shop.submittedBy, session!.user.id))).toHaveLength(0);

    expect(expectError(await client.query("shops.listPendingShops")).data.appCode).toBe("FORBIDDEN");
    expect(expectError(await client.mutation("shops.moderateShop", { shopId: 1, decision: "approved" })).data.appCode).toBe("FORBIDDEN");

    await database.db.update(user).set({ role: "moderator" }).where(eq(user.id, session!.user.id));
    const queue = await client.query("shops.listPendingShops");
    expect(queue.ok, queue.raw).toBe(true);
  });
});
