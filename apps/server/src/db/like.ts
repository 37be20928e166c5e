/**
 * A user's text inside a LIKE pattern matches itself only: `%` and `_` typed in a search box are
 * letters, not wildcards (PostgreSQL's default escape character is the backslash).
 */
export function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
