/** Finds the unique-violation constraint behind a driver error (postgres-js or PGlite, wrapped or not). */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; constraint_name?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === "23505") return String(e.constraint_name ?? e.constraint ?? "");
    current = e.cause;
  }
  return null;
}

/**
 * The SQLSTATE of a data exception (class 22: a number out of range, a malformed date, a NUL in
 * text) behind a driver error, or null: a value the database refused, which input schemas should
 * have stopped first.
 */
export function dataException(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
