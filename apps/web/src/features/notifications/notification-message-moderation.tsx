import type { NotificationData } from "@escouade/contracts/notifications";
import type { ReportTargetKind } from "@escouade/contracts/reports";
import { Trans } from "@lingui/react/macro";

type ModerationNotification = Extract<NotificationData, { type: "moderation_warning" | "moderation_content_removed" }>;

/** What the moderators said or removed. */
export function ModerationNotificationMessage({ data }: { data: ModerationNotification }) {
  switch (data.type) {
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
