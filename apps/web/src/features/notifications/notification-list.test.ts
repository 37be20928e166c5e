import type { NotificationItem } from "@escouade/contracts/notifications";
import { describe, expect, it } from "vitest";
import { mergeNotifications, liveCursorAfter, notificationHref, unreadCount } from "./notification-list.ts";

const friend = { id: "u1", username: "Kilo" };
function item(id: number, createdAt: string): NotificationItem {
  return { id, createdAt: new Date(createdAt), data: { type: "ping", payload: { friend } } };
}

describe("unreadCount", () => {
  it("counts what was created after the last look; at the same instant is seen", () => {
    const items = [item(3, "2026-06-01T10:02:00Z"), item(2, "2026-06-01T10:01:00Z"), item(1, "2026-06-01T10:00:00Z")];
    expect(unreadCount({ items, seenAt: new Date("2026-06-01T10:01:00Z") })).toBe(1);
    expect(unreadCount({ items, seenAt: new Date("2026-06-01T09:00:00Z") })).toBe(3);
    expect(unreadCount({ items: [], seenAt: new Date("2026-06-01T09:00:00Z") })).toBe(0);
  });
});

describe("mergeNotifications", () => {
  it("adds live ones newest first and never shows one twice", () => {
    const loaded = [item(2, "2026-06-01T10:01:00Z"), item(1, "2026-06-01T10:00:00Z")];
    const merged = mergeNotifications(loaded, [item(3, "2026-06-01T10:05:00Z"), item(2, "2026-06-01T10:01:00Z")]);
    expect(merged.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(mergeNotifications(merged, [item(3, "2026-06-01T10:05:00Z")]).map((n) => n.id)).toEqual([3, 2, 1]);
  });

  it("orders notifications of the same instant by id", () => {
    const merged = mergeNotifications([item(4, "2026-06-01T10:00:00Z")], [item(5, "2026-06-01T10:00:00Z")]);
    expect(merged.map((n) => n.id)).toEqual([5, 4]);
  });
});

describe("liveCursorAfter", () => {
  it("resumes after the highest id held, or from the start when there is none", () => {
    expect(liveCursorAfter([item(7, "2026-06-01T10:00:00Z"), item(9, "2026-05-01T10:00:00Z")])).toBe("n9");
    expect(liveCursorAfter([])).toBe("n0");
  });
});

describe("notificationHref", () => {
  it("leads a friend request to the requests list, a friend to their profile, a game to its page", () => {
    expect(notificationHref("fr", { type: "friend_request", payload: { friend } })).toBe("/fr/profile/friends?type=requests");
    expect(notificationHref("en", { type: "friend_accept", payload: { friend } })).toBe("/en/user/u1");
    const game = { id: 42, title: "Op", startsAt: new Date() };
    expect(notificationHref("de", { type: "game_cancelled", payload: { game } })).toBe("/de/games/42");
    const driver = { id: "u1", username: "Chauffeur" };
    expect(notificationHref("fr", { type: "carpool_seat_accepted", payload: { game, player: driver } })).toBe("/fr/games/42#covoiturage");
  });

  it("leads a team event about one's own team to /teams, about another team to its page", () => {
    const team = { id: "t1", name: "Les Renards", slug: "les-renards" };
    expect(notificationHref("fr", { type: "team_application_received", payload: { team, player: friend, applicationId: 7 } })).toBe("/fr/teams");
    expect(notificationHref("fr", { type: "team_application_accepted", payload: { team } })).toBe("/fr/teams");
    expect(notificationHref("en", { type: "team_invitation_accepted", payload: { team, player: friend } })).toBe("/en/teams");
    expect(notificationHref("es", { type: "team_role_changed", payload: { team, role: "admin" } })).toBe("/es/teams");
    expect(notificationHref("de", { type: "team_ownership_transferred", payload: { team, player: friend } })).toBe("/de/teams");
    expect(notificationHref("fr", { type: "team_deleted", payload: { team } })).toBe("/fr/teams");
    expect(notificationHref("fr", { type: "team_application_declined", payload: { team } })).toBe("/fr/teams/les-renards");
    expect(notificationHref("en", { type: "team_invitation_received", payload: { team, player: friend, invitationId: "i1" } })).toBe("/en/teams/les-renards");
    expect(notificationHref("de", { type: "team_member_removed", payload: { team } })).toBe("/de/teams/les-renards");
  });

  it("leads a Discord channel turned off to where it is connected again", () => {
    const off = (owner: { kind: "team" | "place" | "organizer"; name: string; teamSlug?: string; shopId?: number }) =>
      notificationHref("fr", { type: "discord_connection_off", payload: { owner, channel: "annonces" } });
    expect(off({ kind: "team", name: "Les Renards", teamSlug: "les-renards" })).toBe("/fr/teams/les-renards");
    expect(off({ kind: "place", name: "Le Bois", shopId: 12 })).toBe("/fr/shops/12/edit");
    expect(off({ kind: "organizer", name: "Orga" })).toBe("/fr/settings");
  });

  it("leads an approved shop to its page, a refused report to the shop search, a place's news to the place", () => {
    const shop = { id: 12, name: "Airsoft Sud" };
    expect(notificationHref("fr", { type: "shop_approved", payload: { shop } })).toBe("/fr/shops/12");
    expect(notificationHref("en", { type: "shop_rejected", payload: { shop } })).toBe("/en/search/shops");
    expect(notificationHref("de", { type: "place_news", payload: { shop, excerpt: "Neu" } })).toBe("/de/shops/12");
  });
});
