import { formatLiveCursor } from "@escouade/contracts/live";
import type { NotificationData, NotificationItem, NotificationList } from "@escouade/contracts/notifications";

/** Newest first; notifications written by one transaction share a time, so the id breaks ties. */
function newestFirst(a: NotificationItem, b: NotificationItem): number {
  return b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
}

/** The loaded list plus live arrivals: one card per id however often it was received, newest first. */
export function mergeNotifications(current: readonly NotificationItem[], incoming: readonly NotificationItem[]): NotificationItem[] {
  const byId = new Map(current.map((item) => [item.id, item]));
  for (const item of incoming) byId.set(item.id, item);
  return [...byId.values()].sort(newestFirst);
}

/** docs/product.md §6: seen when created at or before the user's last look. */
export function isUnseen(item: NotificationItem, seenAt: Date): boolean {
  return item.createdAt.getTime() > seenAt.getTime();
}

export function unreadCount({ items, seenAt }: NotificationList): number {
  return items.filter((item) => isUnseen(item, seenAt)).length;
}

/**
 * Where the live stream resumes: after the newest notification held. After 0 when there is none,
 * so anything written between loading the (empty) list and subscribing is still sent.
 */
export function liveCursorAfter(items: readonly NotificationItem[]): string {
  return formatLiveCursor({ notification: items.reduce((newest, item) => Math.max(newest, item.id), 0) });
}

/**
 * Where opening a notification leads (docs/product.md §6). A team event about the
 * player's own team (or their requests for it) opens /teams; one about another team, its page.
 */
export function notificationHref(lang: string, data: NotificationData): string {
  switch (data.type) {
    case "friend_request":
      return `/${lang}/profile/friends?type=requests`;
    case "friend_accept":
    case "ping":
      return `/${lang}/user/${encodeURIComponent(data.payload.friend.id)}`;
    // The moderators' word leads to the rules it is about.
    case "moderation_warning":
    case "moderation_content_removed":
      return `/${lang}/term-of-use`;
    // A refused report has no page; an approved one has its own, on the map.
    case "shop_rejected":
      return `/${lang}/search/shops`;
    // Where the lost channel is connected again: the team's page, the place's edit page, the settings.
    case "discord_connection_off": {
      const { owner } = data.payload;
      if (owner.kind === "team") return `/${lang}/teams/${encodeURIComponent(owner.teamSlug ?? "")}`;
      if (owner.kind === "place") return `/${lang}/shops/${owner.shopId}/edit`;
      return `/${lang}/settings`;
    }
    case "shop_approved":
    case "place_claim_accepted":
    case "place_claim_refused":
    case "place_owner_added":
    case "place_news":
    case "place_reviewed":
    case "place_review_answered":
      return `/${lang}/shops/${data.payload.shop.id}`;
    case "team_application_received":
    case "team_application_accepted":
    case "team_invitation_accepted":
    case "team_invitation_declined":
    case "team_role_changed":
    case "team_ownership_transferred":
    case "team_ownership_inherited":
    case "team_deleted":
      return `/${lang}/teams`;
    case "team_application_declined":
    case "team_invitation_received":
    case "team_member_removed":
      return `/${lang}/teams/${encodeURIComponent(data.payload.team.slug)}`;
    // Carpooling opens the game page at its carpool.
    case "carpool_seat_requested":
    case "carpool_seat_accepted":
    case "carpool_seat_declined":
    case "carpool_seat_cancelled":
    case "carpool_offer_withdrawn":
      return `/${lang}/games/${data.payload.game.id}#covoiturage`;
    default:
      return `/${lang}/games/${data.payload.game.id}`;
  }
}
