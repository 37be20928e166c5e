import { describe, expect, it } from "vitest";
import { validateAuditSearch, validateQueueSearch } from "./moderation-search.ts";

describe("the queue's filters in the URL", () => {
  it("keeps a known kind, a closed state and a page; open is the plain URL", () => {
    expect(validateQueueSearch({ kind: "message", state: "dismissed", page: 2 })).toEqual({ kind: "message", state: "dismissed", page: 2 });
    expect(validateQueueSearch({ state: "open", page: 0 })).toEqual({});
  });

  it("drops what it does not know", () => {
    expect(validateQueueSearch({ kind: "comment", state: "closed", page: -1 })).toEqual({});
    expect(validateQueueSearch({ page: 1.5 })).toEqual({});
  });
});

describe("the log's filters in the URL", () => {
  it("keeps ids, refuses anything else", () => {
    expect(validateAuditSearch({ moderatorId: "a1b2-c3", page: 3 })).toEqual({ moderatorId: "a1b2-c3", page: 3 });
    expect(validateAuditSearch({ targetUserId: "<script>", moderatorId: 4 })).toEqual({});
  });
});
