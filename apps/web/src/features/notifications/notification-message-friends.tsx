import type { NotificationData } from "@escouade/contracts/notifications";
import { Trans } from "@lingui/react/macro";

type FriendNotification = Extract<NotificationData, { type: "friend_request" | "friend_accept" | "ping" }>;

/** Friend requests and pings. */
export function FriendNotificationMessage({ data }: { data: FriendNotification }) {
  switch (data.type) {
    case "friend_request": {
      const username = data.payload.friend.username;
      return (
        <Trans>
          <strong>{username}</strong> vous a envoyé une demande d'ami
        </Trans>
      );
    }
    case "friend_accept": {
      const username = data.payload.friend.username;
      return (
        <Trans>
          <strong>{username}</strong> a accepté votre demande d'ami
        </Trans>
      );
    }
    case "ping": {
      const username = data.payload.friend.username;
      return (
        <Trans>
          <strong>{username}</strong> vous a pingé
        </Trans>
      );
    }
  }
}
