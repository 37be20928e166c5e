import { APP_ERRORS, type AppErrorCode } from "@escouade/contracts/errors";
import { TRPCError } from "@trpc/server";

/** The one way services report an expected failure: a stable code the web translates. */
export class AppError extends TRPCError {
  readonly appCode: AppErrorCode;

  constructor(appCode: AppErrorCode, options?: { cause?: unknown }) {
    super({ code: APP_ERRORS[appCode], message: appCode, cause: options?.cause });
    this.appCode = appCode;
  }
}
