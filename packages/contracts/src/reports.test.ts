import { describe, expect, it } from "vitest";
import { MY_REPORTS_PAGE_DEFAULT, MY_REPORTS_PAGE_MAX, myReportsPageSchema, REPORT_DETAILS_MAX, reportFieldsSchema, reportSchema } from "./reports.ts";
import { issues } from "./test-support/schema-issues.ts";

describe("a report's reason and details", () => {
  it("takes a reason alone, with empty details", () => {
    expect(reportFieldsSchema.parse({ reason: "spam" })).toEqual({ reason: "spam", details: "" });
  });

  it("asks for a reason from the list", () => {
    expect(issues(reportFieldsSchema, {})).toEqual(["reason: report_reason_required"]);
    expect(issues(reportFieldsSchema, { reason: "boring" })).toEqual(["reason: report_reason_required"]);
  });

  it("asks for details when the reason is other, after trimming", () => {
    expect(issues(reportFieldsSchema, { reason: "other" })).toEqual(["details: report_details_required"]);
    expect(issues(reportFieldsSchema, { reason: "other", details: "   " })).toEqual(["details: report_details_required"]);
    expect(reportFieldsSchema.parse({ reason: "other", details: " faux profil " })).toEqual({ reason: "other", details: "faux profil" });
  });

  it("bounds the details", () => {
    expect(issues(reportFieldsSchema, { reason: "spam", details: "x".repeat(REPORT_DETAILS_MAX) })).toEqual([]);
    expect(issues(reportFieldsSchema, { reason: "spam", details: "x".repeat(REPORT_DETAILS_MAX + 1) })).toEqual(["details: too_long"]);
    expect(issues(reportFieldsSchema, { reason: "spam", details: 3 })).toEqual(["details: required"]);
  });
});

describe("what a report targets", () => {
  it("checks each kind's id against its column", () => {
    expect(issues(reportSchema, { target: { kind: "player", id: "user_1-a" }, reason: "hate" })).toEqual([]);
    expect(issues(reportSchema, { target: { kind: "player", id: "a b" }, reason: "hate" })).toHaveLength(1);
    expect(issues(reportSchema, { target: { kind: "team", id: "t".repeat(65) }, reason: "hate" })).toHaveLength(1);
    expect(issues(reportSchema, { target: { kind: "message", id: 2 ** 40 }, reason: "hate" })).toEqual([]);
    for (const kind of ["team_post", "shop", "place_review", "place_news"]) {
      expect(issues(reportSchema, { target: { kind, id: 7 }, reason: "scam" })).toEqual([]);
      expect(issues(reportSchema, { target: { kind, id: 2 ** 31 }, reason: "scam" })).toHaveLength(1);
      expect(issues(reportSchema, { target: { kind, id: "7" }, reason: "scam" })).toHaveLength(1);
    }
  });

  it("lets a private game be reported with its link's token", () => {
    const parsed = reportSchema.parse({ target: { kind: "game", id: 3, shareToken: "a".repeat(22) }, reason: "scam" });
    expect(parsed.target).toEqual({ kind: "game", id: 3, shareToken: "a".repeat(22) });
    expect(issues(reportSchema, { target: { kind: "game", id: 0 }, reason: "scam" })).toHaveLength(1);
  });

  it("takes a team by its text id", () => {
    expect(reportSchema.parse({ target: { kind: "team", id: "escouade-lyon" }, reason: "hate" }).target).toEqual({ kind: "team", id: "escouade-lyon" });
  });

  it("refuses an unknown kind", () => {
    expect(issues(reportSchema, { target: { kind: "weapon", id: 1 }, reason: "spam" })).toHaveLength(1);
  });
});

describe("my reports, page by page", () => {
  it("gives twenty by default and at most fifty", () => {
    expect(myReportsPageSchema.parse({})).toEqual({ limit: MY_REPORTS_PAGE_DEFAULT });
    expect(myReportsPageSchema.parse({ cursor: 12, limit: MY_REPORTS_PAGE_MAX })).toEqual({ cursor: 12, limit: 50 });
    expect(issues(myReportsPageSchema, { limit: 0 })).toHaveLength(1);
    expect(issues(myReportsPageSchema, { limit: 1 })).toEqual([]);
    expect(issues(myReportsPageSchema, { limit: MY_REPORTS_PAGE_MAX + 1 })).toHaveLength(1);
    expect(issues(myReportsPageSchema, { limit: 2.5 })).toHaveLength(1);
    expect(issues(myReportsPageSchema, { cursor: 0 })).toHaveLength(1);
  });
});
