import type { NotificationData } from "@escouade/contracts/notifications";
import { Trans } from "@lingui/react/macro";
import { useGameTime } from "@/domain/games/game-time.tsx";
import { RENDER_TIME_ZONE } from "@/lib/time-zone.ts";

type GameNotification = Extract<
  NotificationData,
  {
    type:
      | "game_registration_received"
      | "game_waitlist_promoted"
      | "game_changed"
      | "game_staff_named"
      | "game_registration_cancelled_late"
      | "game_cancelled"
      | "game_registration_removed"
      | "game_registration_approved"
      | "game_registration_declined"
      | "series_date_added"
      | "game_reminder";
  }
>;

/** A game's registrations, changes, staff, cancellation and reminder, and a series' new dates. */
export function GameNotificationMessage({ data }: { data: GameNotification }) {
  const clock = useGameTime();
  switch (data.type) {
    case "game_registration_received": {
      const username = data.payload.player.username;
      const title = data.payload.game.title;
      return data.payload.awaitingApproval ? (
        <Trans>
          <strong>{username}</strong> demande à s'inscrire à la partie <strong>{title}</strong> : acceptez ou refusez sa demande
        </Trans>
      ) : data.payload.waitlisted ? (
        <Trans>
          Nouvelle inscription de <strong>{username}</strong> à la partie <strong>{title}</strong> en liste d'attente
        </Trans>
      ) : (
        <Trans>
          Nouvelle inscription de <strong>{username}</strong> à la partie <strong>{title}</strong>
        </Trans>
      );
    }
    case "game_waitlist_promoted": {
      const title = data.payload.game.title;
      return (
        <Trans>
          Une place s'est libérée : inscription confirmée pour <strong>{title}</strong>
        </Trans>
      );
    }
    case "game_changed": {
      const title = data.payload.game.title;
      return data.payload.rulesChanged ? (
        <Trans>
          Le règlement de <strong>{title}</strong> a changé : relisez-le et acceptez-le
        </Trans>
      ) : (
        <Trans>
          <strong>{title}</strong> a été modifiée
        </Trans>
      );
    }
    case "game_staff_named": {
      const title = data.payload.game.title;
      return data.payload.role === "referee" ? (
        <Trans>
          Vous êtes arbitre de la partie <strong>{title}</strong>
        </Trans>
      ) : data.payload.role === "medic" ? (
        <Trans>
          Vous êtes secouriste de la partie <strong>{title}</strong>
        </Trans>
      ) : (
        <Trans>
          Vous êtes marshal de la partie <strong>{title}</strong>
        </Trans>
      );
    }
    case "game_registration_cancelled_late": {
      const username = data.payload.player.username;
      const title = data.payload.game.title;
      return (
        <Trans>
          <strong>{username}</strong> a annulé sa place à <strong>{title}</strong> après la limite d'annulation gratuite
        </Trans>
      );
    }
    case "game_cancelled": {
      const title = data.payload.game.title;
      const message = data.payload.message;
      return message ? (
        <Trans>
          <strong>{title}</strong> a été annulée. Message de l'organisation : « {message} »
        </Trans>
      ) : (
        <Trans>
          <strong>{title}</strong> a été annulée
        </Trans>
      );
    }
    case "game_registration_removed": {
      const title = data.payload.game.title;
      return (
        <Trans>
          Votre inscription à la partie <strong>{title}</strong> a été annulée par l'organisation
        </Trans>
      );
    }
    case "game_registration_approved": {
      const title = data.payload.game.title;
      return data.payload.waitlisted ? (
        <Trans>
          L'organisation a accepté votre demande pour <strong>{title}</strong> : vous êtes en liste d'attente
        </Trans>
      ) : (
        <Trans>
          L'organisation a accepté votre demande : inscription confirmée pour <strong>{title}</strong>
        </Trans>
      );
    }
    case "game_registration_declined": {
      const title = data.payload.game.title;
      return (
        <Trans>
          L'organisation n'a pas retenu votre demande d'inscription à la partie <strong>{title}</strong>
        </Trans>
      );
    }
    case "series_date_added": {
      const series = data.payload.series.title;
      const { startsAt, timeZone } = data.payload.game;
      const when = clock.format(new Date(startsAt), timeZone ?? RENDER_TIME_ZONE, "dayTime");
      const dates = data.payload.dates;
      return dates > 1 ? (
        <Trans>
          {dates} nouvelles dates pour <strong>{series}</strong>, la première le {when}
        </Trans>
      ) : (
        <Trans>
          Nouvelle date pour <strong>{series}</strong> : le {when}
        </Trans>
      );
    }
    case "game_reminder": {
      const { title, startsAt, timeZone } = data.payload.game;
      // A reminder written before games had a zone was of a game in Paris time.
      const when = clock.format(new Date(startsAt), timeZone ?? RENDER_TIME_ZONE, "dayTime");
      return (
        <Trans>
          C'est pour bientôt : <strong>{title}</strong> commence le {when}
        </Trans>
      );
    }
  }
}
