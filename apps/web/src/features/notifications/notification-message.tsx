import type { NotificationData } from "@escouade/contracts/notifications";
import { FriendNotificationMessage } from "./notification-message-friends.tsx";
import { GameNotificationMessage } from "./notification-message-games.tsx";
import { CarpoolNotificationMessage } from "./notification-message-carpool.tsx";
import { PlaceNotificationMessage } from "./notification-message-places.tsx";
import { TeamNotificationMessage } from "./notification-message-teams.tsx";
import { DiscordNotificationMessage } from "./notification-message-discord.tsx";
import { ModerationNotificationMessage } from "./notification-message-moderation.tsx";

/** The sentence of a notification, in the user's language, with the names in bold. */
export function NotificationMessage({ data }: { data: NotificationData }) {
  switch (data.type) {
    case "friend_request":
    case "friend_accept":
    case "ping":
      return <FriendNotificationMessage data={data} />;
    case "game_registration_received":
    case "game_waitlist_promoted":
    case "game_changed":
    case "game_staff_named":
    case "game_registration_cancelled_late":
    case "game_cancelled":
    case "game_registration_removed":
    case "game_registration_approved":
    case "game_registration_declined":
    case "series_date_added":
    case "game_reminder":
      return <GameNotificationMessage data={data} />;
    case "carpool_seat_requested":
    case "carpool_seat_accepted":
    case "carpool_seat_declined":
    case "carpool_seat_cancelled":
    case "carpool_offer_withdrawn":
      return <CarpoolNotificationMessage data={data} />;
    case "shop_approved":
    case "shop_rejected":
    case "place_claim_accepted":
    case "place_claim_refused":
    case "place_owner_added":
    case "place_news":
    case "place_game_added":
    case "place_reviewed":
    case "place_review_answered":
      return <PlaceNotificationMessage data={data} />;
    case "team_application_received":
    case "team_application_accepted":
    case "team_application_declined":
    case "team_invitation_received":
    case "team_invitation_accepted":
    case "team_invitation_declined":
    case "team_member_removed":
    case "team_role_changed":
    case "team_ownership_transferred":
    case "team_ownership_inherited":
    case "team_deleted":
      return <TeamNotificationMessage data={data} />;
    case "discord_connection_off":
      return <DiscordNotificationMessage data={data} />;
    case "moderation_warning":
    case "moderation_content_removed":
      return <ModerationNotificationMessage data={data} />;
  }
}
