import type { UiLanguage } from "@escouade/contracts/languages";
import type { NotificationData } from "@escouade/contracts/notifications";
import type { PushPayload } from "@escouade/contracts/push";
import { notificationLine, pathOf } from "./notification-email.ts";

/** What a notification id names: the game, team, shop or friend it is about, so a newer push about the same thing replaces the older one. */
function subjectOf(data: NotificationData): string {
  const payload = data.payload as Partial<Record<"game" | "team" | "shop" | "friend", { id: string | number }>>;
  const subject = payload.game ?? payload.team ?? payload.shop ?? payload.friend;
  return subject ? String(subject.id) : "";
}

/**
 * A notification as a push to the phone (docs/decisions/022): the same line as the e-mail's
 * subject in the player's language, the page it is about, and a tag per type and subject.
 */
export function notificationPush(data: NotificationData, lang: UiLanguage): PushPayload {
  return {
    title: notificationLine(data, lang),
    body:
      "reason" in data.payload
        ? data.payload.reason.slice(0, 200)
        : "message" in data.payload && data.payload.message
          ? data.payload.message.slice(0, 200)
          : "",
    url: pathOf(data, lang),
    tag: `${data.type}:${subjectOf(data)}`,
  };
}
