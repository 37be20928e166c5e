/** Notification types and their payloads (SPEC §3); every feature writes them through one server function. */
export interface NotificationFriend {
  id: string;
  username: string;
  image?: string | null;
}

export interface NotificationGame {
  id: number;
  title: string;
  startsAt: Date;
}

export type NotificationData =
  | { type: "friend_request"; payload: { friend: NotificationFriend } }
  | { type: "friend_accept"; payload: { friend: NotificationFriend } }
  | { type: "ping"; payload: { friend: NotificationFriend } }
  | { type: "game_registration_received"; payload: { game: NotificationGame; player: NotificationFriend; waitlisted: boolean } }
  | { type: "game_waitlist_promoted"; payload: { game: NotificationGame } }
  | { type: "game_changed"; payload: { game: NotificationGame } }
  | { type: "game_cancelled"; payload: { game: NotificationGame } }
  | { type: "game_registration_removed"; payload: { game: NotificationGame } };

export type NotificationType = NotificationData["type"];
