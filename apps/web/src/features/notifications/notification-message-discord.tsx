import type { NotificationData } from "@escouade/contracts/notifications";
import { Trans } from "@lingui/react/macro";

type DiscordNotification = Extract<NotificationData, { type: "discord_connection_off" }>;

/** A Discord channel that no longer receives anything. */
export function DiscordNotificationMessage({ data }: { data: DiscordNotification }) {
  switch (data.type) {
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
  }
}
