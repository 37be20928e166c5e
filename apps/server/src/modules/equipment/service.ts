import { EQUIPMENT_MAX_ITEMS, type EquipmentData } from "@escouade/contracts/players";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { equipment, profile } from "../../db/schema/index.ts";
import { AppError } from "../../core/app-error.ts";
import type { Actor } from "../../core/actor.ts";

type Item = EquipmentData;

/** Only replicas carry a class and a power: other gear never keeps stale ones. */
function columnsFrom(item: Item) {
  const replica = item.kind === "replica";
  return { kind: item.kind, name: item.name, powerClass: replica ? item.powerClass : null, fps: replica ? item.fps : null, notes: item.notes };
}

export async function listEquipment(db: Db, userId: string) {
  return db.select().from(equipment).where(eq(equipment.userId, userId)).orderBy(asc(equipment.createdAt), asc(equipment.id));
}

/** Adds an item; the owner's profile row is locked so two adds at once cannot pass the cap together. */
export async function addEquipment(db: Db, actor: Actor, item: Item) {
  return db.transaction(async (tx) => {
    await tx.select({ userId: profile.userId }).from(profile).where(eq(profile.userId, actor.id)).for("update");
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(equipment)
      .where(eq(equipment.userId, actor.id));
    if (count >= EQUIPMENT_MAX_ITEMS) throw new AppError("TOO_MANY_ITEMS");
    const [created] = await tx
      .insert(equipment)
      .values({ userId: actor.id, ...columnsFrom(item) })
      .returning();
    return created!;
  });
}

/** Someone else's item answers NOT_FOUND, like a missing one: ids reveal nothing. */
export async function updateEquipment(db: Db, actor: Actor, item: Item & { id: number }) {
  const [updated] = await db
    .update(equipment)
    .set(columnsFrom(item))
    .where(and(eq(equipment.id, item.id), eq(equipment.userId, actor.id)))
    .returning();
  if (!updated) throw new AppError("NOT_FOUND");
  return updated;
}

export async function removeEquipment(db: Db, actor: Actor, id: number) {
  const [removed] = await db
    .delete(equipment)
    .where(and(eq(equipment.id, id), eq(equipment.userId, actor.id)))
    .returning({ id: equipment.id });
  if (!removed) throw new AppError("NOT_FOUND");
  return { ok: true };
}
