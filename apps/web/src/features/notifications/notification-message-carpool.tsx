import type { NotificationData } from "@escouade/contracts/notifications";
import { Trans } from "@lingui/react/macro";

type CarpoolNotification = Extract<
  NotificationData,
  { type: "carpool_seat_requested" | "carpool_seat_accepted" | "carpool_seat_declined" | "carpool_seat_cancelled" | "carpool_offer_withdrawn" }
>;

/** Seats asked, given, refused or given up in a car to a game. */
export function CarpoolNotificationMessage({ data }: { data: CarpoolNotification }) {
  switch (data.type) {
    case "carpool_seat_requested": {
      const username = data.payload.player.username;
      const title = data.payload.game.title;
      return (
        <Trans>
          <strong>{username}</strong> demande une place dans votre voiture pour <strong>{title}</strong>
        </Trans>
      );
    }
    case "carpool_seat_accepted": {
      const username = data.payload.player.username;
      const title = data.payload.game.title;
      return (
        <Trans>
          <strong>{username}</strong> vous prend dans sa voiture pour <strong>{title}</strong>
        </Trans>
      );
    }
    case "carpool_seat_declined": {
      const username = data.payload.player.username;
      const title = data.payload.game.title;
      return (
        <Trans>
          <strong>{username}</strong> n'a pas de place pour vous dans sa voiture pour <strong>{title}</strong>
        </Trans>
      );
    }
    case "carpool_seat_cancelled": {
      const username = data.payload.player.username;
      const title = data.payload.game.title;
      return (
        <Trans>
          <strong>{username}</strong> renonce à sa place dans votre voiture pour <strong>{title}</strong>
        </Trans>
      );
    }
    case "carpool_offer_withdrawn": {
      const username = data.payload.player.username;
      const title = data.payload.game.title;
      return (
        <Trans>
          <strong>{username}</strong> a retiré son offre de covoiturage pour <strong>{title}</strong>
        </Trans>
      );
    }
  }
}
