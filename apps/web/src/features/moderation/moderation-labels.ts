import type { ModerationAction } from "@escouade/contracts/moderation";
import type { ReportState } from "@escouade/contracts/reports";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const STATE_LABELS: Record<ReportState, MessageDescriptor> = {
  open: msg`À traiter`,
  dismissed: msg`Classés sans suite`,
  actioned: msg`Traités`,
};

/** Site roles as moderators read them beside a name. */
export const ROLE_LABELS: Record<string, MessageDescriptor> = {
  moderator: msg`Modérateur`,
  admin: msg`Administrateur`,
};

/** The audit log's words for each action. */
export const ACTION_LABELS: Record<ModerationAction, MessageDescriptor> = {
  dismiss: msg`Classement sans suite`,
  warn: msg`Avertissement`,
  remove: msg`Retrait de contenu`,
  suspend: msg`Suspension`,
  ban: msg`Bannissement`,
  lift: msg`Levée de sanction`,
  grant_moderator: msg`Nomination à la modération`,
  revoke_moderator: msg`Retrait de la modération`,
  claim_accepted: msg`Gestion d'un lieu accordée`,
  claim_refused: msg`Gestion d'un lieu refusée`,
};
