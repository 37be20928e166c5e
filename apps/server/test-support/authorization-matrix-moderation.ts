import { FORBIDDEN, NOT_FOUND, SELF, onboarded, onlyFor, type MatrixRow } from "./authorization-outcomes.ts";

const report = { reason: "spam", details: "" };

export const MODERATION_ROWS: Record<string, MatrixRow> = {
  // ---- reports ----
  // Nobody reports their own; what one cannot see does not exist to report.
  "reports.report (player)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "player", id: w.organizer.id }, ...report }),
    expect: onboarded({ organizer: SELF }),
  },
  "reports.report (game)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "game", id: w.gameId }, ...report }),
    expect: onlyFor(["registrant", "staff"], NOT_FOUND, { organizer: SELF }),
  },
  "reports.report (game, with its link)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "game", id: w.gameId, shareToken: w.shareToken }, ...report }),
    expect: onboarded({ organizer: SELF }),
  },
  "reports.report (team)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "team", id: w.team.id }, ...report }),
    expect: onboarded({ organizer: SELF, friend: SELF }),
  },
  "reports.report (team_post)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "team_post", id: w.postId }, ...report }),
    expect: onboarded({ organizer: SELF }),
  },
  "reports.report (message)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "message", id: w.messageId }, ...report }),
    expect: onlyFor(["organizer"], NOT_FOUND, { friend: SELF }),
  },
  // The world's shop waits for moderation: only its submitter sees it, and it is theirs.
  "reports.report (shop)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "shop", id: w.shopId }, ...report }),
    expect: onlyFor([], NOT_FOUND, { organizer: SELF }),
  },
  "reports.report (place_review)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "place_review", id: w.placeReviewId }, ...report }),
    expect: onboarded({ registrant: SELF }),
  },
  "reports.report (place_news)": {
    procedure: "reports.report",
    input: (w) => ({ target: { kind: "place_news", id: w.placeNewsId }, ...report }),
    expect: onboarded({ organizer: SELF }),
  },
  "reports.getMyReports": { input: () => ({}), expect: onboarded() },

  // ---- moderation ----
  // Moderators and admins only; the audit log and the moderator role are admins' alone. The world's
  // friend wrote a reported message; the player is whom suspensions and role changes are about.
  "moderation.getQueue": { input: () => ({}), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.getTarget": { input: (w) => ({ kind: "message", id: String(w.messageId) }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.dismiss": { input: (w) => ({ kind: "message", id: String(w.messageId) }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.warn": {
    input: (w) => ({ kind: "message", id: String(w.messageId), reason: "Restez courtois" }),
    expect: onlyFor(["moderator", "admin"], FORBIDDEN),
  },
  "moderation.remove": { input: (w) => ({ kind: "message", id: String(w.messageId), reason: "Insulte" }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.suspend": { input: (w) => ({ userId: w.player.id, days: 7, reason: "Harcèlement" }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.ban": { input: (w) => ({ userId: w.player.id, reason: "Escroquerie" }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.lift": { input: (w) => ({ userId: w.player.id }), expect: onlyFor(["moderator", "admin"], FORBIDDEN) },
  "moderation.getAuditLog": { input: () => ({}), expect: onlyFor(["admin"], FORBIDDEN) },
  "moderation.getFailedJobs": { input: () => undefined, expect: onlyFor(["admin"], FORBIDDEN) },
  "moderation.setModerator": { input: (w) => ({ userId: w.player.id, moderator: true }), expect: onlyFor(["admin"], FORBIDDEN) },
};
