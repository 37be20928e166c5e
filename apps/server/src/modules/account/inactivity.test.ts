import { INACTIVITY_NOTICE_DAYS } from "@escouade/contracts/account";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createDatabase, type Database } from "../../db/client.ts";
import { user } from "../../db/schema/index.ts";
import type { MailMessage } from "../../platform/mail.ts";
import { createStorage } from "../../platform/storage.ts";
import { createPlayer } from "../../../test-support/players.ts";
import { deletionDate, sweepInactiveAccounts, type SweepDeps } from "./inactivity.ts";

let database: Database;
beforeAll(() => {
  database = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
});
afterAll(() => database.close());

const DAY = 24 * 3600 * 1000;
const monthsAgo = (months: number, from = new Date()) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
};

function sweepDeps(sent: MailMessage[], options: { failFor?: string } = {}): SweepDeps {
  return {
    db: database.db,
    mailer: {
      send: async (message) => {
        if (message.to === options.failFor) throw new Error("SMTP down");
        sent.push(message);
      },
    },
    storage: createStorage({ s3: undefined, dataDir: "/tmp/escouade-inactivity-test", mediaPublicUrl: "http://localhost/media" } as never),
    appUrl: "https://escouade.test",
    log: { info() {}, error() {} },
  };
}

async function accountOf(id: string) {
  const [row] = await database.db.select({ id: user.id, email: user.email, warnedAt: user.inactivityWarnedAt }).from(user).where(eq(user.id, id));
  return row ?? null;
}

// Every test sweeps the whole table: rows other tests left behind must not be due.
async function quietOthers(ids: string[]) {
  await database.db.update(user).set({ lastActiveAt: new Date() }).where(inArray(user.id, ids));
}

describe("inactive accounts", () => {
  it("are warned once after 23 months, in their language, with the date of the deletion; active ones are left alone", async () => {
    const asleep = await createPlayer(database.db, "Dormeur");
    const awake = await createPlayer(database.db, "Eveille");
    await database.db
      .update(user)
      .set({ lastActiveAt: monthsAgo(23, new Date(Date.now() - DAY)), lang: "de" })
      .where(eq(user.id, asleep.id));
    await database.db
      .update(user)
      .set({ lastActiveAt: monthsAgo(22) })
      .where(eq(user.id, awake.id));
    const sent: MailMessage[] = [];

    const first = await sweepInactiveAccounts(sweepDeps(sent));
    expect(first?.warned).toBeGreaterThanOrEqual(1);
    const asleepEmail = (await accountOf(asleep.id))!.email;
    const asleepMail = sent.filter((m) => m.to === asleepEmail);
    expect(asleepMail).toHaveLength(1);
    expect(asleepMail[0]!.subject).toBe("Dein Escouade-Konto wird bald gelöscht");
    expect(asleepMail[0]!.text).toContain("https://escouade.test/de/auth");
    expect((await accountOf(asleep.id))!.warnedAt).toBeInstanceOf(Date);
    expect((await accountOf(awake.id))!.warnedAt).toBeNull();

    const before = sent.length;
    await sweepInactiveAccounts(sweepDeps(sent));
    expect(sent.slice(before).filter((m) => m.to === asleepMail[0]!.to)).toEqual([]);
    await quietOthers([asleep.id, awake.id]);
  });

  it("are deleted after 24 months, never sooner than a month after their warning", async () => {
    const gone = await createPlayer(database.db, "Parti");
    const lateWarned = await createPlayer(database.db, "Tardif");
    await database.db
      .update(user)
      .set({ lastActiveAt: monthsAgo(25), inactivityWarnedAt: new Date(Date.now() - (INACTIVITY_NOTICE_DAYS + 1) * DAY) })
      .where(eq(user.id, gone.id));
    await database.db
      .update(user)
      .set({ lastActiveAt: monthsAgo(25), inactivityWarnedAt: new Date(Date.now() - 3 * DAY) })
      .where(eq(user.id, lateWarned.id));

    const result = await sweepInactiveAccounts(sweepDeps([]));
    expect(result?.deleted).toBeGreaterThanOrEqual(1);
    expect(await accountOf(gone.id)).toBeNull();
    expect(await accountOf(lateWarned.id)).not.toBeNull();
    await quietOthers([lateWarned.id]);
  });

  it("a warning that could not be sent is tried again, and nobody is deleted without one", async () => {
    const unreachable = await createPlayer(database.db, "Injoignable");
    await database.db
      .update(user)
      .set({ lastActiveAt: monthsAgo(26) })
      .where(eq(user.id, unreachable.id));
    const email = (await accountOf(unreachable.id))!.email;
    await sweepInactiveAccounts(sweepDeps([], { failFor: email }));
    expect(await accountOf(unreachable.id)).toMatchObject({ warnedAt: null });
    const sent: MailMessage[] = [];
    await sweepInactiveAccounts(sweepDeps(sent));
    expect(sent.filter((m) => m.to === email)).toHaveLength(1);
    expect(await accountOf(unreachable.id)).not.toBeNull();
    await quietOthers([unreachable.id]);
  });

  it("run in one process at a time: while another holds the sweep's lock, a sweep does nothing", async () => {
    const due = await createPlayer(database.db, "Attendu");
    await database.db
      .update(user)
      .set({ lastActiveAt: monthsAgo(23, new Date(Date.now() - DAY)) })
      .where(eq(user.id, due.id));
    const email = (await accountOf(due.id))!.email;
    // Another process: its own pool, in the middle of its sweep.
    const other = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
    const sent: MailMessage[] = [];
    try {
      await other.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('escouade:inactive-accounts', 0))`);
        expect(await sweepInactiveAccounts(sweepDeps(sent))).toBeNull();
      });
    } finally {
      await other.close();
    }
    expect(sent.filter((m) => m.to === email)).toEqual([]);
    // Once it is done, the next sweep does the work.
    await sweepInactiveAccounts(sweepDeps(sent));
    expect(sent.filter((m) => m.to === email)).toHaveLength(1);
    await quietOthers([due.id]);
  });

  it("two sweeps at once warn each account once", async () => {
    const players = await Promise.all([1, 2, 3].map((i) => createPlayer(database.db, `Somme${i}`)));
    await database.db
      .update(user)
      .set({ lastActiveAt: monthsAgo(23, new Date(Date.now() - DAY)) })
      .where(
        inArray(
          user.id,
          players.map((p) => p.id),
        ),
      );
    const emails = await Promise.all(players.map(async (p) => (await accountOf(p.id))!.email));
    const sent: MailMessage[] = [];
    const other = createDatabase({ kind: "postgres", url: inject("databaseUrl") });
    try {
      await Promise.all([sweepInactiveAccounts(sweepDeps(sent)), sweepInactiveAccounts({ ...sweepDeps(sent), db: other.db })]);
    } finally {
      await other.close();
    }
    for (const email of emails) expect(sent.filter((m) => m.to === email)).toHaveLength(1);
    await quietOthers(players.map((p) => p.id));
  });

  it("a warning leaves at least a month before the deletion", () => {
    const lastActive = monthsAgo(30);
    const warnedNow = new Date();
    expect(deletionDate(lastActive, warnedNow).getTime()).toBe(warnedNow.getTime() + INACTIVITY_NOTICE_DAYS * DAY);
    const early = monthsAgo(23);
    const due = deletionDate(early, new Date());
    expect(due.getTime()).toBeGreaterThan(Date.now() + 20 * DAY);
  });
});
