/** Opaque player-list cursors: the last row's (lower-case username, id), so pages never skip or repeat. */
export function encodePlayerCursor(position: { username: string; id: string }): string {
  return Buffer.from(`${position.username.toLowerCase()}\u0000${position.id}`).toString("base64url");
}

export function decodePlayerCursor(cursor: string): { username: string; id: string } | null {
  const [username, id] = Buffer.from(cursor, "base64url").toString().split("\u0000");
  return username !== undefined && id ? { username, id } : null;
}
