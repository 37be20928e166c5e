import { describe, expect, it } from "vitest";
import { APP_ERRORS, AUTH_ERROR_CODES, isAppErrorCode } from "./errors.ts";

/** Every error code name tRPC v11 accepts in `new TRPCError({ code })`. */
const TRPC_ERROR_CODE_NAMES = [
  "PARSE_ERROR",
  "BAD_REQUEST",
  "INTERNAL_SERVER_ERROR",
  "NOT_IMPLEMENTED",
  "BAD_GATEWAY",
  "SERVICE_UNAVAILABLE",
  "GATEWAY_TIMEOUT",
  "UNAUTHORIZED",
  "PAYMENT_REQUIRED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_SUPPORTED",
  "TIMEOUT",
  "CONFLICT",
  "PRECONDITION_FAILED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "UNPROCESSABLE_CONTENT",
  "PRECONDITION_REQUIRED",
  "TOO_MANY_REQUESTS",
  "CLIENT_CLOSED_REQUEST",
];

/** The auth error codes the web has translated from the start (docs/product.md §2). */
const TRANSLATED_AUTH_CODES = [
  "ACCOUNT_NOT_FOUND",
  "CREDENTIAL_ACCOUNT_NOT_FOUND",
  "EMAIL_CAN_NOT_BE_UPDATED",
  "EMAIL_NOT_VERIFIED",
  "FAILED_TO_CREATE_SESSION",
  "FAILED_TO_CREATE_USER",
  "FAILED_TO_GET_SESSION",
  "FAILED_TO_GET_USER_INFO",
  "FAILED_TO_UNLINK_LAST_ACCOUNT",
  "FAILED_TO_UPDATE_USER",
  "ID_TOKEN_NOT_SUPPORTED",
  "INVALID_EMAIL",
  "INVALID_EMAIL_OR_PASSWORD",
  "INVALID_PASSWORD",
  "INVALID_TOKEN",
  "PASSWORD_TOO_LONG",
  "PASSWORD_TOO_SHORT",
  "PROVIDER_NOT_FOUND",
  "SESSION_EXPIRED",
  "SOCIAL_ACCOUNT_ALREADY_LINKED",
  "USER_ALREADY_EXISTS",
  "USER_ALREADY_HAS_PASSWORD",
  "USER_EMAIL_NOT_FOUND",
  "USER_NOT_FOUND",
];

describe("APP_ERRORS", () => {
  it.each(Object.entries(APP_ERRORS))("maps %s to a valid tRPC code name (%s)", (_code, trpcCode) => {
    expect(TRPC_ERROR_CODE_NAMES).toContain(trpcCode);
  });

  it("maps each code to the tRPC code that fits it", () => {
    expect(APP_ERRORS.UNAUTHENTICATED).toBe("UNAUTHORIZED");
    expect(APP_ERRORS.EMAIL_NOT_VERIFIED).toBe("FORBIDDEN");
    expect(APP_ERRORS.PROFILE_NOT_FILLED).toBe("FORBIDDEN");
    expect(APP_ERRORS.NOT_FOUND).toBe("NOT_FOUND");
    expect(APP_ERRORS.USERNAME_TAKEN).toBe("CONFLICT");
    expect(APP_ERRORS.VALIDATION_FAILED).toBe("BAD_REQUEST");
    expect(APP_ERRORS.RATE_LIMITED).toBe("TOO_MANY_REQUESTS");
    expect(APP_ERRORS.INTERNAL).toBe("INTERNAL_SERVER_ERROR");
  });
});

describe("isAppErrorCode", () => {
  it.each(Object.keys(APP_ERRORS))("accepts the app code %s", (code) => {
    expect(isAppErrorCode(code)).toBe(true);
  });

  it("rejects tRPC code names that are not app codes", () => {
    expect(isAppErrorCode("UNAUTHORIZED")).toBe(false);
    expect(isAppErrorCode("INTERNAL_SERVER_ERROR")).toBe(false);
  });

  it("rejects unknown and differently cased strings", () => {
    expect(isAppErrorCode("")).toBe(false);
    expect(isAppErrorCode("username_taken")).toBe(false);
    expect(isAppErrorCode("SOMETHING_ELSE")).toBe(false);
  });

  it("rejects names inherited from Object.prototype", () => {
    for (const name of ["toString", "constructor", "hasOwnProperty", "__proto__", "valueOf"]) {
      expect(isAppErrorCode(name)).toBe(false);
    }
  });

  it("rejects non-strings", () => {
    for (const value of [null, undefined, 0, {}, ["NOT_FOUND"], { NOT_FOUND: 1 }]) {
      expect(isAppErrorCode(value)).toBe(false);
    }
  });
});

describe("AUTH_ERROR_CODES", () => {
  it.each(TRANSLATED_AUTH_CODES)("contains %s", (code) => {
    expect(AUTH_ERROR_CODES).toContain(code);
  });

  it("lists each code once", () => {
    expect(new Set(AUTH_ERROR_CODES).size).toBe(AUTH_ERROR_CODES.length);
  });

  it("uses SCREAMING_SNAKE_CASE codes", () => {
    for (const code of AUTH_ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
