import type { ModerationAction } from "@escouade/contracts/moderation";
import type { ReportReason, ReportTargetKind } from "@escouade/contracts/reports";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The reasons as the reporter's list words them. */
export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  harassment: msg`Harcèlement ou insultes`,
  hate: msg`Propos haineux ou discriminatoires`,
  spam: msg`Spam ou publicité`,
  scam: msg`Arnaque ou vente douteuse`,
  violence: msg`Menaces ou violence`,
  inappropriate: msg`Contenu choquant ou inapproprié`,
  other: msg`Autre raison`,
};

/** Each kind of target: the dialog's title, the thanks once sent, and its name in the reporter's list. */
export const REPORT_KIND_LABELS: Record<ReportTargetKind, { title: MessageDescriptor; thanks: MessageDescriptor; name: MessageDescriptor }> = {
  player: { title: msg`Signaler ce joueur`, thanks: msg`Merci ! Le joueur a été signalé aux modérateurs.`, name: msg`Joueur` },
  game: { title: msg`Signaler cette partie`, thanks: msg`Merci ! La partie a été signalée aux modérateurs.`, name: msg`Partie` },
  team: { title: msg`Signaler cette équipe`, thanks: msg`Merci ! L'équipe a été signalée aux modérateurs.`, name: msg`Équipe` },
  message: { title: msg`Signaler ce message`, thanks: msg`Merci ! Le message a été signalé aux modérateurs.`, name: msg`Message` },
  team_post: { title: msg`Signaler cette actualité`, thanks: msg`Merci ! L'actualité a été signalée aux modérateurs.`, name: msg`Actualité d'équipe` },
  shop: { title: msg`Signaler cette fiche`, thanks: msg`Merci ! La fiche a été signalée aux modérateurs.`, name: msg`Boutique ou terrain` },
  place_review: { title: msg`Signaler cet avis`, thanks: msg`Merci ! L'avis a été signalé aux modérateurs.`, name: msg`Avis sur un lieu` },
  place_news: { title: msg`Signaler cette actualité`, thanks: msg`Merci ! L'actualité a été signalée aux modérateurs.`, name: msg`Actualité d'un lieu` },
};

/**
 * What the moderators did, as the reporter is told it, beside the report's state. A dismissal says
 * no more than the state does ("Classé sans suite"), and role changes never close a report.
 */
export const REPORT_OUTCOME_LABELS: Partial<Record<ModerationAction, MessageDescriptor>> = {
  warn: msg`Avertissement donné`,
  remove: msg`Contenu retiré`,
  suspend: msg`Compte suspendu`,
  ban: msg`Compte banni`,
  lift: msg`Suspension levée`,
};
