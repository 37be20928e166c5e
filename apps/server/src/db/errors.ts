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
