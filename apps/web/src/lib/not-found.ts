import type { AppErrorCode } from "@escouade/contracts/errors";
import { notFound } from "@tanstack/react-router";
import { appErrorCodeOf } from "./app-error-code.ts";

/**
 * What a loader waits for, or the router's not-found page when the server answers with one of
 * `codes` (NOT_FOUND unless a route says more). Any other error reaches the error view.
 */
export async function loadOrNotFound<T>(load: Promise<T>, codes: readonly AppErrorCode[] = ["NOT_FOUND"]): Promise<T> {
  try {
    return await load;
  } catch (error) {
    const code = appErrorCodeOf(error);
    if (code && codes.includes(code)) throw notFound();
    throw error;
  }
}

/** A numeric id in a path (docs/product.md §1): one to nine digits, or NaN, which notFoundUnlessId turns away. */
export function parseId(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
}

export function notFoundUnlessId(id: number): void {
  if (!Number.isInteger(id) || id <= 0) throw notFound();
}
