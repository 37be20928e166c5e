import type { AppErrorCode } from "@escouade/contracts/errors";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { TRPCClientError } from "@trpc/client";
import { appErrorCodeOf, WordedError } from "./app-error-code.ts";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { i18n } from "./i18n.ts";
import { MAX_IMAGE_MB } from "./image-limits.ts";

const APP_ERROR_MESSAGES: Record<AppErrorCode, MessageDescriptor> = {
  UNAUTHENTICATED: msg`Connectez-vous pour accéder à cette page`,
  EMAIL_NOT_VERIFIED: msg`Vérifiez d'abord votre adresse e-mail`,
  PROFILE_NOT_FILLED: msg`Complétez d'abord votre profil`,
  PROFILE_ALREADY_FILLED: msg`Votre profil est déjà complété`,
  FORBIDDEN: msg`Vous n'avez pas le droit de faire cela`,
  NOT_FOUND: msg`Introuvable`,
  USERNAME_TAKEN: msg`Ce pseudo est déjà pris`,
  VALIDATION_FAILED: msg`Le formulaire contient des erreurs.`,
  RATE_LIMITED: msg`Trop de tentatives, patientez un instant`,
  IMAGE_INVALID: msg`Ce fichier n'est pas une image JPEG, PNG ou WebP valide`,
  IMAGE_TOO_LARGE: msg`Cette image est trop lourde (${MAX_IMAGE_MB} Mo maximum)`,
  ALREADY_REGISTERED: msg`Votre inscription à cette partie est déjà enregistrée`,
  OWN_GAME: msg`Vous organisez cette partie : vous ne pouvez pas vous y inscrire`,
  REPLICA_OVER_LIMIT: msg`Une de vos répliques dépasse la limite de puissance de la partie`,
  GAME_NOT_OPEN: msg`Cette partie a commencé ou a été annulée`,
  STAFF_NOT_ELIGIBLE: msg`Choisissez parmi les joueurs inscrits à la partie ou les membres de votre équipe`,
  RULES_CHANGED: msg`L'organisation vient de changer le règlement : relisez-le avant de l'accepter`,
  QUESTIONS_CHANGED: msg`L'organisation vient de modifier ses questions : vérifiez vos réponses`,
  REGISTRATION_DECLINED: msg`L'organisation a refusé votre inscription à cette partie`,
  REQUEST_ALREADY_DECIDED: msg`Cette demande a déjà été traitée`,
  LATE_CANCELLATION_UNCONFIRMED: msg`Le délai d'annulation gratuite est passé : confirmez votre désinscription en connaissance de cause`,
  MAX_PLAYERS_BELOW_CONFIRMED: msg`Le nombre de places ne peut pas descendre sous le nombre d'inscrits confirmés`,
  GAME_NOT_ENDED: msg`Vous pourrez noter une fois la partie terminée`,
  RATING_CLOSED: msg`Les notes de cette partie sont closes (30 jours après la fin)`,
  NOT_A_PARTICIPANT: msg`Seuls les joueurs confirmés de cette partie peuvent la noter`,
  GEO_UNAVAILABLE: msg`Erreur lors du chargement des adresses`,
  DISCORD_WEBHOOK_NOT_FOUND: msg`Discord ne connaît pas ce webhook : il a peut-être été supprimé. Copiez à nouveau son adresse dans les paramètres du salon.`,
  DISCORD_UNREACHABLE: msg`Discord n'a pas pris le message d'essai. Rien n'a été enregistré : réessayez dans une minute.`,
  DISCORD_ALREADY_CONNECTED: msg`Ce salon est déjà connecté.`,
  SELF_ACTION: msg`Vous ne pouvez pas faire cela avec vous-même`,
  ALREADY_FRIENDS: msg`Cette personne fait déjà partie de vos amis`,
  FRIEND_REQUEST_PENDING: msg`Une demande d'ami est déjà en attente`,
  NO_FRIEND_REQUEST: msg`Cette demande d'ami n'existe plus`,
  NOT_FRIENDS: msg`Cette personne ne fait pas partie de vos amis`,
  PING_TOO_SOON: msg`Vous avez déjà pingé ce joueur il y a moins d'une heure`,
  PLAYER_BLOCKED: msg`Vous ne pouvez pas échanger de messages avec ce joueur`,
  PUSH_SUBSCRIPTION_INVALID: msg`Ce navigateur ne permet pas de recevoir les notifications d'Escouade`,
  MESSAGE_RATE_LIMITED: msg`Vous envoyez trop de messages (30 par minute au maximum) : patientez un instant`,
  NO_MESSAGE_REQUEST: msg`Cette demande de conversation n'existe plus`,
  ALREADY_REPORTED: msg`Vous avez déjà signalé ce contenu : les modérateurs l'examinent`,
  WRONG_PASSWORD: msg`Mot de passe incorrect`,
  CODE_INVALID: msg`Code invalide ou expiré`,
  TICKET_INVALID: msg`Billet non valable : ce code n'a pas été émis par Escouade ou a été modifié`,
  TICKET_OTHER_GAME: msg`Ce billet est celui d'une autre partie`,
  TICKET_NO_PLACE: msg`Ce billet ne donne plus de place : l'inscription a été annulée`,
  GAME_FULL: msg`La partie est complète : plus aucune place`,
  WALK_IN_CLOSED: msg`Un joueur sur place s'ajoute le jour de la partie, jusqu'à sa fin, et pas si elle est annulée`,
  ALREADY_MODERATED: msg`Ce signalement a déjà été traité`,
  TOO_MANY_ITEMS: msg`Vous avez atteint le nombre maximum d'éléments`,
  ALREADY_IN_TEAM: msg`Un joueur ne peut faire partie que d'une équipe à la fois`,
  NOT_IN_TEAM: msg`Vous ne faites partie d'aucune équipe`,
  TEAM_NAME_TAKEN: msg`Une équipe porte déjà ce nom`,
  TEAM_NAME_MISMATCH: msg`Le nom saisi ne correspond pas au nom de l'équipe`,
  TEAM_NOT_RECRUITING: msg`Cette équipe ne recrute pas en ce moment`,
  TEAM_FULL: msg`Cette équipe est complète`,
  TEAM_OWNER_MUST_TRANSFER: msg`Confiez d'abord l'équipe à un autre membre : elle doit toujours avoir un propriétaire`,
  APPLICATION_PENDING: msg`Votre candidature à cette équipe est déjà en attente`,
  APPLICATION_NOT_PENDING: msg`Cette candidature a déjà reçu une réponse ou a été retirée`,
  INVITATION_PENDING: msg`Ce joueur a déjà une invitation en attente`,
  INVITATION_NOT_PENDING: msg`Cette invitation a déjà reçu une réponse ou a été annulée`,
  INVITATION_EXPIRED: msg`Cette invitation a expiré`,
  OFFICE_NEEDS_ASSOCIATION: msg`Seule une association peut attribuer des fonctions au bureau`,
  HOME_FIELD_INVALID: msg`Choisissez un terrain parmi ceux de la carte`,
  PLACE_CHANGED: msg`Un autre gérant a enregistré cette page pendant que vous la modifiiez : relisez sa version, puis refaites vos changements`,
  CLAIM_PENDING: msg`Votre demande pour ce lieu attend déjà la réponse des modérateurs`,
  ALREADY_OWNER: msg`Ce joueur gère déjà ce lieu`,
  REVIEW_NOT_ALLOWED: msg`Seuls les joueurs venus sur place peuvent donner un avis`,
  ALREADY_ANSWERED: msg`Cet avis a déjà reçu une réponse`,
  LIVE_CURSOR_INVALID: msg`Le flux en direct n'a pas pu reprendre : rechargez la page`,
  CARPOOL_NOT_REGISTERED: msg`Le covoiturage est réservé aux joueurs inscrits à la partie`,
  CARPOOL_ALREADY_OFFERED: msg`Vous proposez déjà une voiture pour cette partie`,
  CARPOOL_ALREADY_REQUESTED: msg`Vous avez déjà une demande de place pour cette partie`,
  CARPOOL_FULL: msg`Cette voiture est complète`,
  CARPOOL_SEATS_BELOW_ACCEPTED: msg`Vous avez déjà accepté plus de passagers que ce nombre de places`,
  CARPOOL_DEPARTURE_INVALID: msg`Le départ doit être à venir, et avant le début de la partie`,
  CARPOOL_REQUEST_NOT_PENDING: msg`Cette demande a déjà reçu une réponse`,
  CHECK_IN_NOT_OPEN: msg`Trop tôt : les billets se valident le jour de la partie`,
  CHRONO_CLOSED: msg`Le chrono ouvre le jour de la partie, et reste fermé pour une partie annulée`,
  NOT_CHECKED_IN: msg`Ce joueur n'est pas encore arrivé : validez d'abord son billet`,
  CHRONO_UNKNOWN_REPLICA: msg`Cette réplique ne figure pas dans l'inscription du joueur`,
  SIDE_FULL: msg`Ce camp est complet : choisissez-en un autre`,
  SIDES_CLOSED: msg`L'organisateur répartit lui-même les joueurs dans les camps`,
  SIDE_NEEDS_CONFIRMED_PLACE: msg`Seuls les joueurs à la place confirmée ont un camp`,
  SIDE_NAME_TAKEN: msg`Deux camps ne peuvent pas porter le même nom`,
  SIDE_MAX_BELOW_COUNT: msg`Le maximum d'un camp ne peut pas descendre sous le nombre de joueurs qui y sont déjà`,
  NO_SIDES: msg`Définissez d'abord au moins deux camps`,
  SIDES_LOCKED: msg`Les camps ne se modifient plus : la partie est terminée ou annulée`,
  INTERNAL: msg`Une erreur est survenue`,
};

export interface AppErrorInfo {
  appCode: AppErrorCode | null;
  fieldErrors: Record<string, string[] | undefined>;
  message: string;
}

/** Reads the stable code and field errors our server attaches to a tRPC error, worded by `words`. */
export function readAppError(error: unknown, words: I18n = i18n): AppErrorInfo {
  if (error instanceof WordedError) return { appCode: null, fieldErrors: {}, message: error.message };
  if (error instanceof TRPCClientError) {
    const data = error.data as { zodError?: { fieldErrors?: Record<string, string[]> } } | undefined;
    const appCode = appErrorCodeOf(error);
    return {
      appCode,
      fieldErrors: data?.zodError?.fieldErrors ?? {},
      message: words._(appCode ? APP_ERROR_MESSAGES[appCode] : msg`Connexion impossible, vérifiez votre connexion internet`),
    };
  }
  return { appCode: null, fieldErrors: {}, message: words._(msg`Une erreur est survenue`) };
}

/**
 * Puts the server's first error on each of `fields` (every field it names, by default) onto the
 * form: the message is the contracts' key, which the field translates like its own errors.
 */
export function showFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  info: AppErrorInfo,
  fields: readonly Path<T>[] = Object.keys(info.fieldErrors) as Path<T>[],
): void {
  for (const field of fields) {
    const key = info.fieldErrors[field]?.[0];
    if (key) setError(field, { message: key });
  }
}
