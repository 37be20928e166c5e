import type { NotificationData } from "@escouade/contracts/notifications";
import { Trans } from "@lingui/react/macro";
import { useGameTime } from "@/domain/games/game-time.tsx";
import { RENDER_TIME_ZONE } from "@/lib/time-zone.ts";

type PlaceNotification = Extract<
  NotificationData,
  {
    type:
      | "shop_approved"
      | "shop_rejected"
      | "place_claim_accepted"
      | "place_claim_refused"
      | "place_owner_added"
      | "place_news"
      | "place_game_added"
      | "place_reviewed"
      | "place_review_answered";
  }
>;

/** Shops reported by the player and places they follow, manage or reviewed. */
export function PlaceNotificationMessage({ data }: { data: PlaceNotification }) {
  const clock = useGameTime();
  switch (data.type) {
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
  }
}
