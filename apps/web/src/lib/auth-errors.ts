import type { AuthErrorCode } from "@escouade/contracts/errors";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { formatDate } from "./dates.ts";
import { i18n } from "./i18n.ts";

const AUTH_ERROR_MESSAGES: Record<AuthErrorCode, MessageDescriptor> = {
  ACCOUNT_NOT_FOUND: msg`Aucun compte n'est associé à cette adresse e-mail`,
  CREDENTIAL_ACCOUNT_NOT_FOUND: msg`Aucun compte n'est associé à cette adresse e-mail`,
  EMAIL_CAN_NOT_BE_UPDATED: msg`L'adresse e-mail ne peut pas être modifiée`,
  EMAIL_NOT_VERIFIED: msg`Votre adresse e-mail n'est pas encore vérifiée`,
  FAILED_TO_CREATE_SESSION: msg`Impossible d'ouvrir la session, réessayez`,
  FAILED_TO_CREATE_USER: msg`Impossible de créer le compte, réessayez`,
  FAILED_TO_GET_SESSION: msg`Impossible de récupérer la session`,
  FAILED_TO_GET_USER_INFO: msg`Impossible de récupérer les informations du compte`,
  FAILED_TO_UNLINK_LAST_ACCOUNT: msg`Impossible de retirer le dernier moyen de connexion`,
  FAILED_TO_UPDATE_USER: msg`Impossible de mettre à jour le compte`,
  ID_TOKEN_NOT_SUPPORTED: msg`Ce mode de connexion n'est pas pris en charge`,
  INVALID_EMAIL: msg`Adresse e-mail invalide`,
  INVALID_EMAIL_OR_PASSWORD: msg`E-mail ou mot de passe incorrect`,
  INVALID_PASSWORD: msg`Mot de passe incorrect`,
  INVALID_TOKEN: msg`Lien ou jeton invalide ou expiré`,
  PASSWORD_TOO_LONG: msg`Le mot de passe est trop long`,
  PASSWORD_TOO_SHORT: msg`Le mot de passe est trop court`,
  PROVIDER_NOT_FOUND: msg`Fournisseur de connexion introuvable`,
  SESSION_EXPIRED: msg`Votre session a expiré, reconnectez-vous`,
  SOCIAL_ACCOUNT_ALREADY_LINKED: msg`Ce compte est déjà associé`,
  USER_ALREADY_EXISTS: msg`Un compte existe déjà avec cette adresse e-mail`,
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: msg`Un compte existe déjà avec cette adresse e-mail`,
  USER_ALREADY_HAS_PASSWORD: msg`Ce compte a déjà un mot de passe`,
  USER_EMAIL_NOT_FOUND: msg`Adresse e-mail introuvable`,
  USER_NOT_FOUND: msg`Utilisateur introuvable`,
  INVALID_OTP: msg`Code invalide`,
  OTP_EXPIRED: msg`Code invalide ou expiré, demandez-en un nouveau`,
  TOO_MANY_ATTEMPTS: msg`Trop de tentatives : demandez un nouveau code`,
  PASSWORD_TOO_COMMON: msg`Ce mot de passe est trop courant, choisissez-en un autre`,
  INVALID_LANGUAGE: msg`Langue non prise en charge`,
  INVALID_ORIGIN: msg`Requête refusée : ouvrez Escouade depuis son adresse officielle`,
  MISSING_OR_NULL_ORIGIN: msg`Requête refusée : ouvrez Escouade depuis son adresse officielle`,
  TOO_MANY_REQUESTS: msg`Trop de tentatives, patientez une minute avant de réessayer`,
  BANNED_USER: msg`Votre compte a été banni`,
  SIGN_IN_PAUSED: msg`Trop de mots de passe erronés pour ce compte : réessayez dans quelques minutes, ou réinitialisez votre mot de passe.`,
};

/** A suspension names its end (the server puts it in the message as ISO 8601); a ban has none. */
function bannedMessage(message: string | undefined): string {
  const end = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z/.exec(message ?? "")?.[0];
  if (!end) return i18n._(AUTH_ERROR_MESSAGES.BANNED_USER);
  const date = formatDate(new Date(end), i18n.locale, "dateTime");
  return i18n._(msg`Votre compte est suspendu jusqu'au ${date}`);
}

interface AuthErrorLike {
  code?: string;
  message?: string;
  status?: number;
}

/** A translated message for a better-auth error; unknown codes show the server's message. */
export function authErrorMessage(error: AuthErrorLike | null | undefined): string {
  if (!error) return i18n._(msg`Une erreur est survenue`);
  if (error.status === 429 && error.code !== "SIGN_IN_PAUSED") return i18n._(AUTH_ERROR_MESSAGES.TOO_MANY_REQUESTS);
  if (error.code === "BANNED_USER") return bannedMessage(error.message);
  const descriptor = error.code ? AUTH_ERROR_MESSAGES[error.code as AuthErrorCode] : undefined;
  if (descriptor) return i18n._(descriptor);
  if (error.status === 0 || error.message === "Failed to fetch") {
    return i18n._(msg`Connexion impossible, vérifiez votre connexion internet`);
  }
  return error.message || i18n._(msg`Une erreur est survenue`);
}
