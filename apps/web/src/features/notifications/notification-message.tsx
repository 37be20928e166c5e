import type { NotificationData } from "@escouade/contracts/notifications";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { Trans } from "@lingui/react/macro";
import { useGameTime } from "@/domain/games/game-time.tsx";
import { RENDER_TIME_ZONE } from "@/lib/time-zone.ts";

/** The sentence of a notification, in the user's language, with the names in bold. */
export function NotificationMessage({ data }: { data: NotificationData }) {
  const clock = useGameTime();
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
    case "shop_approved": {
      const name = data.payload.shop.name;
      return (
        <Trans>
          Merci ! <strong>{name}</strong> est maintenant sur la carte
        </Trans>
      );
    }
    case "shop_rejected": {
      const name = data.payload.shop.name;
      return (
        <Trans>
          Votre signalement n'a pas été retenu : <strong>{name}</strong>
        </Trans>
      );
    }
    case "place_claim_accepted": {
      const name = data.payload.shop.name;
      return (
        <Trans>
          Vous gérez maintenant <strong>{name}</strong> : sa page est à vous
        </Trans>
      );
    }
    case "place_claim_refused": {
      const name = data.payload.shop.name;
      return (
        <Trans>
          Votre demande pour gérer <strong>{name}</strong> n'a pas été acceptée
        </Trans>
      );
    }
    case "place_owner_added": {
      const username = data.payload.player.username;
      const name = data.payload.shop.name;
      return (
        <Trans>
          <strong>{username}</strong> vous a ajouté aux gérants de <strong>{name}</strong>
        </Trans>
      );
    }
    case "place_news": {
      const name = data.payload.shop.name;
      const excerpt = data.payload.excerpt;
      return (
        <Trans>
          Du nouveau chez <strong>{name}</strong> : {excerpt}
        </Trans>
      );
    }
    case "place_game_added": {
      const name = data.payload.shop.name;
      const { title, startsAt, timeZone } = data.payload.game;
      const when = clock.format(new Date(startsAt), timeZone ?? RENDER_TIME_ZONE, "dayTime");
      return (
        <Trans>
          Nouvelle partie à <strong>{name}</strong> : <strong>{title}</strong>, le {when}
        </Trans>
      );
    }
    case "place_reviewed": {
      const username = data.payload.player.username;
      const name = data.payload.shop.name;
      const rating = data.payload.rating;
      return (
        <Trans>
          <strong>{username}</strong> a donné {rating}/5 à <strong>{name}</strong>
        </Trans>
      );
    }
    case "place_review_answered": {
      const name = data.payload.shop.name;
      return (
        <Trans>
          <strong>{name}</strong> a répondu à votre avis
        </Trans>
      );
    }
    case "team_application_received": {
      const username = data.payload.player.username;
      const team = data.payload.team.name;
      return (
        <Trans>
          <strong>{username}</strong> demande à rejoindre <strong>{team}</strong>
        </Trans>
      );
    }
    case "team_application_accepted": {
      const team = data.payload.team.name;
      return (
        <Trans>
          Bienvenue dans l'équipe <strong>{team}</strong> : votre candidature a été acceptée
        </Trans>
      );
    }
    case "team_application_declined": {
      const team = data.payload.team.name;
      return (
        <Trans>
          Votre candidature à l'équipe <strong>{team}</strong> n'a pas été retenue
        </Trans>
      );
    }
    case "team_invitation_received": {
      const username = data.payload.player.username;
      const team = data.payload.team.name;
      return (
        <Trans>
          <strong>{username}</strong> vous invite à rejoindre <strong>{team}</strong>
        </Trans>
      );
    }
    case "team_invitation_accepted": {
      const username = data.payload.player.username;
      const team = data.payload.team.name;
      return (
        <Trans>
          <strong>{username}</strong> a accepté votre invitation et rejoint <strong>{team}</strong>
        </Trans>
      );
    }
    case "team_invitation_declined": {
      const username = data.payload.player.username;
      const team = data.payload.team.name;
      return (
        <Trans>
          <strong>{username}</strong> a décliné votre invitation à rejoindre <strong>{team}</strong>
        </Trans>
      );
    }
    case "team_member_removed": {
      const team = data.payload.team.name;
      return (
        <Trans>
          Vous ne faites plus partie de l'équipe <strong>{team}</strong>
        </Trans>
      );
    }
    case "team_role_changed": {
      const team = data.payload.team.name;
      return data.payload.role === "admin" ? (
        <Trans>
          Vous êtes maintenant responsable de l'équipe <strong>{team}</strong>
        </Trans>
      ) : (
        <Trans>
          Vous êtes maintenant simple membre de l'équipe <strong>{team}</strong>
        </Trans>
      );
    }
    case "team_ownership_transferred": {
      const username = data.payload.player.username;
      const team = data.payload.team.name;
      return (
        <Trans>
          <strong>{username}</strong> vous a confié <strong>{team}</strong> : l'équipe est maintenant à vous
        </Trans>
      );
    }
    case "team_ownership_inherited": {
      const team = data.payload.team.name;
      return (
        <Trans>
          <strong>{team}</strong> vous revient : le compte qui la détenait a été supprimé
        </Trans>
      );
    }
    case "team_deleted": {
      const team = data.payload.team.name;
      return (
        <Trans>
          L'équipe <strong>{team}</strong> a été supprimée
        </Trans>
      );
    }
    case "discord_connection_off": {
      const channel = data.payload.channel;
      const name = data.payload.owner.name;
      const kind = data.payload.owner.kind;
      return kind === "team" ? (
        <Trans>
          Le salon Discord <strong>{channel}</strong> de l'équipe <strong>{name}</strong> ne reçoit plus rien : son webhook a été supprimé dans Discord
        </Trans>
      ) : kind === "place" ? (
        <Trans>
          Le salon Discord <strong>{channel}</strong> de <strong>{name}</strong> ne reçoit plus rien : son webhook a été supprimé dans Discord
        </Trans>
      ) : (
        <Trans>
          Le salon Discord <strong>{channel}</strong> de vos parties ne reçoit plus rien : son webhook a été supprimé dans Discord
        </Trans>
      );
    }
    case "moderation_warning": {
      const reason = data.payload.reason;
      return (
        <Trans>
          Avertissement de la modération : <strong>{reason}</strong>
        </Trans>
      );
    }
    case "moderation_content_removed":
      return <ContentRemoved kind={data.payload.kind} reason={data.payload.reason} />;
  }
}

/** "Your message was removed by the moderators: <reason>", naming what it was. */
function ContentRemoved({ kind, reason }: { kind: ReportTargetKind; reason: string }) {
  switch (kind) {
    case "message":
      return (
        <Trans>
          La modération a supprimé un de vos messages : <strong>{reason}</strong>
        </Trans>
      );
    case "game":
      return (
        <Trans>
          La modération a retiré une de vos parties : <strong>{reason}</strong>
        </Trans>
      );
    case "team":
      return (
        <Trans>
          La modération a retiré la page de votre équipe : <strong>{reason}</strong>
        </Trans>
      );
    case "team_post":
      return (
        <Trans>
          La modération a supprimé une de vos actualités d'équipe : <strong>{reason}</strong>
        </Trans>
      );
    case "shop":
      return (
        <Trans>
          La modération a retiré une boutique que vous aviez signalée : <strong>{reason}</strong>
        </Trans>
      );
    case "place_review":
      return (
        <Trans>
          La modération a retiré un de vos avis : <strong>{reason}</strong>
        </Trans>
      );
    case "place_news":
      return (
        <Trans>
          La modération a retiré une actualité d'un lieu que vous gérez : <strong>{reason}</strong>
        </Trans>
      );
    case "player":
      return (
        <Trans>
          La modération a effacé la présentation et la bannière de votre profil : <strong>{reason}</strong>
        </Trans>
      );
  }
}
