import { describe, expect, it } from "vitest";
import { isRateLimited, rateLimitedDelay, retryAfterMs } from "./rate-limit.ts";

describe("waiting out a 429", () => {
  it("reads Retry-After in seconds or as a date, and keeps it between 0.25 s and 10 s", () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    expect(retryAfterMs("3", now)).toBe(3000);
    expect(retryAfterMs("0", now)).toBe(250);
    expect(retryAfterMs("3600", now)).toBe(10_000);
    expect(retryAfterMs("Fri, 27 Nov 2026 12:00:05 GMT", now)).toBe(5000);
    expect(retryAfterMs(null, now)).toBe(1000);
    expect(retryAfterMs("bientôt", now)).toBe(1000);
  });

  it("tells a 429 from other failures, from tRPC or from fetch", () => {
    expect(isRateLimited({ data: { httpStatus: 429 } })).toBe(true);
    expect(isRateLimited({ status: 429 })).toBe(true);
    expect(isRateLimited({ data: { httpStatus: 500 } })).toBe(false);
    expect(isRateLimited(new Error("x"))).toBe(false);
    expect(isRateLimited(null)).toBe(false);
  });

  it("waits longer each time, never more than 10 s", () => {
    expect([0, 1, 2, 3, 4, 5].map(rateLimitedDelay)).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});
