import { eq, getTableColumns, or, sql, type SQL } from "drizzle-orm";
import { getTableConfig, PgTable, type PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import * as schema from "../../db/schema/index.ts";

/**
 * Rows a table holds about a player, found through its columns that reference the user, so a
 * table added tomorrow is in the export with no one listing it (the test walks the same schema).
 */
export function tablesReferencingUsers() {
  return (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => value instanceof PgTable)
    .map((table) => {
      const config = getTableConfig(table);
      const columns = config.foreignKeys
        .map((fk) => fk.reference())
        .filter((reference) => reference.foreignTable === schema.user)
        .flatMap((reference) => reference.columns as PgColumn[]);
      return { name: config.name, table, columns };
    })
    .filter((entry) => entry.columns.length > 0);
}

/**
 * What the export leaves out, and why:
 * - secrets that would let the file sign someone in (session tokens, password hashes, provider tokens);
 * - rows that name the player only as the one others acted on, where the other's choice is theirs:
 *   who reported them (the reporter's safety) and who blocked them;
 * - in the rows it holds, every other person: a column naming someone else is left empty (who
 *   rated them, which moderator acted, decision 032). The player's own rows, not others' names.
 */
const SECRET_COLUMNS: Record<string, string[]> = {
  session: ["token"],
  account: ["password", "accessToken", "refreshToken", "idToken"],
  calendar_feed: ["token"],
  // A webhook's token lets anyone post in the channel (decision 038).
  discord_connection: ["webhookToken"],
};
export const WITHHELD_REFERENCES: Record<string, string[]> = {
  report: ["target_user_id"],
  player_block: ["blocked_id"],
};

function withoutSecrets(tableName: string, row: Record<string, unknown>) {
  const secrets = SECRET_COLUMNS[tableName] ?? [];
  return Object.fromEntries(Object.entries(row).filter(([key]) => !secrets.includes(key)));
}

/** The row with every column that names a person other than the player emptied. */
function withoutOthers(row: Record<string, unknown>, userKeys: string[], userId: string) {
  const kept = { ...row };
  for (const key of userKeys) if (kept[key] !== null && kept[key] !== userId) kept[key] = null;
  return kept;
}

/**
 * "Download my data" (GDPR access and portability): the account, then every row of every table
 * that refers to the player, as stored, without secrets.
 */
export async function exportMyData(db: Db, userId: string) {
  const [account] = await db.select().from(schema.user).where(eq(schema.user.id, userId));
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const { name, table, columns } of tablesReferencingUsers()) {
    const withheld = WITHHELD_REFERENCES[name] ?? [];
    const conditions: SQL[] = columns.filter((column) => !withheld.includes(column.name)).map((column) => eq(column, userId));
    const rows =
      conditions.length > 0
        ? await db
            .select()
            .from(table)
            .where(or(...conditions))
        : [];
    const othersKeys = Object.entries(getTableColumns(table))
      .filter(([, column]) => columns.some((reference) => reference.name === column.name))
      .map(([key]) => key);
    tables[name] = (rows as Record<string, unknown>[]).map((row) => withoutOthers(withoutSecrets(name, row), othersKeys, userId));
  }
  // Keyed by the player's id or address rather than referencing them: the counters of their own limits.
  tables.rate_limit_hit = await db
    .select()
    .from(schema.rateLimitHit)
    .where(sql`${schema.rateLimitHit.key} like ${`%:${userId}`} or ${schema.rateLimitHit.key} like ${`%:${account?.email.toLowerCase() ?? userId}`}`);
  return { exportedAt: new Date(), account: account ?? null, tables };
}

export { deleteAccount, deleteOwnAccount, ERASURE_BY_TABLE } from "./deletion.ts";
export { requestDeletionCode } from "./deletion-code.ts";
export { endSession } from "./sessions.ts";
export { inactivitySweepHandler, inactivitySweepQueue, sweepInactiveAccounts } from "./inactivity.ts";
