import type { AppErrorCode } from "@escouade/contracts/errors";
import { TRPCClientError } from "@trpc/client";

/**
 * The stable code our server attaches to a tRPC error, or null. Apart from `app-errors.ts`, whose
 * messages for every code a first screen does not need (apps/web/catalog-split.ts).
 */
export function appErrorCodeOf(error: unknown): AppErrorCode | null {
  if (!(error instanceof TRPCClientError)) return null;
  return (error.data as { appCode?: AppErrorCode | null } | undefined)?.appCode ?? null;
}

/**
 * A failure whose message is already the player's words, in their language (better-auth's
 * answers, a browser's refusal): the query client shows it as it is.
 */
export class WordedError extends Error {}
