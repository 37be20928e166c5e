import type { ShopType } from "@escouade/contracts/shops";
import type { Db } from "../src/db/client.ts";
import { shop } from "../src/db/schema/index.ts";

/**
 * A place written straight in, approved unless told otherwise: what the tests need around the
 * rule they are about (the way a real one comes, a report and a moderator, is the journeys').
 */
export async function insertPlace(db: Db, options: { type?: ShopType; status?: "approved" | "pending"; removedAt?: Date | null } = {}) {
  const [row] = await db
    .insert(shop)
    .values({
      type: options.type ?? "field",
      name: `Lieu ${Math.random().toString(36).slice(2, 8)}`,
      city: "Lyon",
      country: "fr",
      latitude: 45.76,
      longitude: 4.83,
      status: options.status ?? "approved",
      removedAt: options.removedAt ?? null,
    })
    .returning({ id: shop.id, name: shop.name });
  return row!;
}
