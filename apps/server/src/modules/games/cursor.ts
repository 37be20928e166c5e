/** Opaque list cursors: the last row's (startsAt, id), so pages never skip or repeat a game. */
export function encodeCursor(position: { startsAt: Date; id: number }): string {
  return Buffer.from(`${position.startsAt.toISOString()}|${position.id}`).toString("base64url");
}

export function decodeCursor(cursor: string): { startsAt: Date; id: number } | null {
  const [iso, id] = Buffer.from(cursor, "base64url").toString().split("|");
  const startsAt = new Date(iso ?? "");
  const numericId = Number(id);
  if (Number.isNaN(startsAt.getTime()) || !Number.isInteger(numericId)) return null;
  return { startsAt, id: numericId };
}
