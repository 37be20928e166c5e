import { describe, expect, it } from "vitest";
import { auditSearchSchema, queueSearchSchema } from "./moderation-search.ts";

describe("the queue's filters in the URL", () => {
  it("keeps a known kind, a closed state and a page; open is the plain URL", () => {
    expect(queueSearchSchema.parse({ kind: "message", state: "dismissed", page: 2 })).toEqual({ kind: "message", state: "dismissed", page: 2 });
    expect(queueSearchSchema.parse({ state: "open", page: 0 })).toEqual({});
  });

  it("drops what it does not know", () => {
    expect(queueSearchSchema.parse({ kind: "comment", state: "closed", page: -1 })).toEqual({});
    expect(queueSearchSchema.parse({ page: 1.5 })).toEqual({});
  });
});

describe("the log's filters in the URL", () => {
  it("keeps ids, refuses anything else", () => {
    expect(auditSearchSchema.parse({ moderatorId: "a1b2-c3", page: 3 })).toEqual({ moderatorId: "a1b2-c3", page: 3 });
    expect(auditSearchSchema.parse({ targetUserId: "<script>", moderatorId: 4 })).toEqual({});
  });
});
