import type { AppErrorCode } from "@escouade/contracts/errors";

/**
 * The one way the server reports an expected failure: a stable code the web translates. It knows
 * nothing of the transport; trpc/init.ts maps it to a tRPC error (and its HTTP status) at the edge.
 */
export class AppError extends Error {
  readonly appCode: AppErrorCode;

  constructor(appCode: AppErrorCode, options?: { cause?: unknown }) {
    super(appCode, options);
    this.name = "AppError";
    this.appCode = appCode;
  }
}
