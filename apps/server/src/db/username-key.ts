import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * A username as players tell names apart: whatever its case and accents ("LéaLyon", "lealyon" and
 * "LEALYON" are one player). Unicode decomposition without its combining marks, lower-cased, in
 * SQL so that the unique index and every lookup by name agree (docs/product.md §2).
 */
export function usernameKey(value: SQLWrapper | string): SQL {
  return sql`lower(regexp_replace(normalize(${value}, NFD), '[\\u0300-\\u036f\\u1ab0-\\u1aff\\u1dc0-\\u1dff\\u20d0-\\u20ff\\ufe20-\\ufe2f]', '', 'g'))`;
}
