import { PG_INTEGER_MAX } from "@escouade/contracts/validation";

/** Opaque list cursors: the last row's (startsAt, id), so pages never skip or repeat a game. */
export function encodeCursor(position: { startsAt: Date; id: number }): string {
  return Buffer.from(`${position.startsAt.toISOString()}|${position.id}`).toString("base64url");
}

/** A cursor the server did not write (crafted, cut short) reads as none: the first page. */
export function decodeCursor(cursor: string): { startsAt: Date; id: number } | null {
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const startsAt = new Date(iso ?? "");
  const numericId = Number(id);
  const time = startsAt.getTime();
  // Within what the columns hold: PostgreSQL would refuse the rest mid-query.
  if (Number.isNaN(time) || time < Date.UTC(1900, 0, 1) || time > Date.UTC(9999, 11, 31)) return null;
  if (!Number.isInteger(numericId) || numericId < 0 || numericId > PG_INTEGER_MAX) return null;
  return { startsAt, id: numericId };
}
