import type { NotificationData, NotificationFriend, NotificationType } from "@escouade/contracts/notifications";
import { Avatar } from "@/components/ui/avatar.tsx";
import {
  BellRing,
  CalendarCheck,
  CalendarClock,
  CalendarCog,
  CalendarPlus,
  CalendarX,
  Car,
  Crown,
  EyeOff,
  LogOut,
  MailCheck,
  MailX,
  MessageSquareReply,
  Newspaper,
  ShieldCheck,
  ShieldX,
  Star,
  Store,
  Trash2,
  TriangleAlert,
  Unplug,
  UserCheck,
  UserCog,
  UserMinus,
  UserPlus,
  type LucideIcon,
} from "lucide-react";

const circle = "flex size-10 shrink-0 items-center justify-center rounded-full";

/** Shown when no person is behind it (game and team events); one per type, so a new type cannot be forgotten. */
const ICONS: Record<NotificationType, LucideIcon> = {
  friend_request: UserPlus,
  friend_accept: UserCheck,
  ping: BellRing,
  game_registration_received: UserPlus,
  game_registration_cancelled_late: UserMinus,
  game_waitlist_promoted: CalendarCheck,
  game_changed: CalendarCog,
  game_cancelled: CalendarX,
  game_registration_removed: UserMinus,
  game_registration_approved: CalendarCheck,
  game_registration_declined: CalendarX,
  game_staff_named: ShieldCheck,
  game_reminder: CalendarClock,
  series_date_added: CalendarPlus,
  carpool_seat_requested: Car,
  carpool_seat_accepted: Car,
  carpool_seat_declined: Car,
  carpool_seat_cancelled: Car,
  carpool_offer_withdrawn: Car,
  shop_approved: Store,
  shop_rejected: Store,
  place_claim_accepted: Store,
  place_claim_refused: Store,
  place_owner_added: Store,
  place_news: Newspaper,
  place_game_added: CalendarPlus,
  place_reviewed: Star,
  place_review_answered: MessageSquareReply,
  team_application_received: UserPlus,
  team_application_accepted: ShieldCheck,
  team_application_declined: ShieldX,
  team_invitation_received: UserPlus,
  team_invitation_accepted: MailCheck,
  team_invitation_declined: MailX,
  team_member_removed: LogOut,
  team_role_changed: UserCog,
  team_ownership_transferred: Crown,
  team_ownership_inherited: Crown,
  team_deleted: Trash2,
  discord_connection_off: Unplug,
  moderation_warning: TriangleAlert,
  moderation_content_removed: EyeOff,
};

function personOf(data: NotificationData): NotificationFriend | null {
  if ("friend" in data.payload) return data.payload.friend;
  if ("player" in data.payload) return data.payload.player;
  return null;
}

/** The person behind a notification (numbered avatar, else their initial), or the game event's icon. Decorative: the sentence names them. */
export function NotificationAvatar({ data }: { data: NotificationData }) {
  const person = personOf(data);
  if (person) return <Avatar avatar={person.avatar ?? null} username={person.username} />;
  const Icon = ICONS[data.type];
  return (
    <span aria-hidden className={`${circle} bg-muted text-foreground`}>
      <Icon className="size-5" />
    </span>
  );
}
