import type { NotificationData } from "@escouade/contracts/notifications";
import { Trans } from "@lingui/react/macro";

type TeamNotification = Extract<
  NotificationData,
  {
    type:
      | "team_application_received"
      | "team_application_accepted"
      | "team_application_declined"
      | "team_invitation_received"
      | "team_invitation_accepted"
      | "team_invitation_declined"
      | "team_member_removed"
      | "team_role_changed"
      | "team_ownership_transferred"
      | "team_ownership_inherited"
      | "team_deleted";
  }
>;

/** Applications, invitations, roles and ownership of a team. */
export function TeamNotificationMessage({ data }: { data: TeamNotification }) {
  switch (data.type) {
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
  }
}
