import type { CarpoolValidationKey } from "@escouade/contracts/carpool";
import type { GAME_VALIDATION } from "@escouade/contracts/games";
import type { MESSAGE_VALIDATION } from "@escouade/contracts/messages";
import type { RATING_VALIDATION } from "@escouade/contracts/ratings";
import type { REPORT_VALIDATION } from "@escouade/contracts/reports";
import type { PLACE_VALIDATION } from "@escouade/contracts/places";
import type { QUESTION_VALIDATION } from "@escouade/contracts/registration-questions";
import type { TEAM_VALIDATION } from "@escouade/contracts/teams";
import type { ValidationKey } from "@escouade/contracts/validation";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n } from "./i18n.ts";

type GameValidationKey = (typeof GAME_VALIDATION)[keyof typeof GAME_VALIDATION];
type RatingValidationKey = (typeof RATING_VALIDATION)[keyof typeof RATING_VALIDATION];
type TeamValidationKey = (typeof TEAM_VALIDATION)[keyof typeof TEAM_VALIDATION];
type MessageValidationKey = (typeof MESSAGE_VALIDATION)[keyof typeof MESSAGE_VALIDATION];

type ReportValidationKey = (typeof REPORT_VALIDATION)[keyof typeof REPORT_VALIDATION];
type QuestionValidationKey = (typeof QUESTION_VALIDATION)[keyof typeof QUESTION_VALIDATION];
type PlaceValidationKey = (typeof PLACE_VALIDATION)[keyof typeof PLACE_VALIDATION];
const MESSAGES: Record<
  | ValidationKey
  | GameValidationKey
  | RatingValidationKey
  | TeamValidationKey
  | MessageValidationKey
  | ReportValidationKey
  | CarpoolValidationKey
  | QuestionValidationKey
  | PlaceValidationKey,
  MessageDescriptor
> = {
  claim_message_too_short: msg`Dites en quelques mots qui vous êtes pour ce lieu (10 caractères au moins)`,
  claim_proof_invalid: msg`Cette preuve ne correspond pas à son type : une adresse web, une adresse e-mail ou un numéro de téléphone`,
  place_too_many_photos: msg`Trop de photos`,
  rating_required: msg`Choisissez une note de 1 à 5 étoiles`,
  required: msg`Ce champ est obligatoire`,
  discord_webhook_invalid: msg`Collez l'adresse d'un webhook Discord : elle commence par https://discord.com/api/webhooks/`,
  discord_events_required: msg`Choisissez au moins une annonce à publier`,
  email_invalid: msg`Adresse e-mail invalide`,
  too_long: msg`Ce champ est trop long`,
  invalid_characters: msg`Ce champ contient des caractères non autorisés`,
  password_too_short: msg`Le mot de passe doit contenir au moins 6 caractères`,
  password_too_long: msg`Le mot de passe est trop long (128 caractères maximum)`,
  password_too_common: msg`Ce mot de passe est trop courant, choisissez-en un autre`,
  passwords_dont_match: msg`Les mots de passe ne correspondent pas`,
  name_too_short: msg`Au moins 2 caractères`,
  username_too_short: msg`Au moins 3 caractères`,
  username_invalid: msg`Lettres, chiffres, point, tiret et tiret bas uniquement`,
  phone_invalid: msg`Numéro de téléphone invalide`,
  birth_date_invalid: msg`Date de naissance invalide`,
  age_under_18: msg`Vous devez avoir au moins 18 ans`,
  country_required: msg`Choisissez un pays`,
  city_required: msg`Indiquez votre ville`,
  postal_code_invalid: msg`Code postal invalide`,
  languages_required: msg`Choisissez au moins une langue`,
  terms_required: msg`Vous devez accepter les conditions d'utilisation`,
  otp_invalid: msg`Le code contient 6 chiffres`,
  title_too_short: msg`Au moins 3 caractères`,
  text_too_short: msg`Au moins 10 caractères`,
  players_too_few: msg`Au moins 2 joueurs`,
  price_too_low: msg`Le prix minimum est de 5 € par joueur`,
  start_in_past: msg`La date de début doit être dans le futur`,
  end_before_start: msg`La fin doit être après le début`,
  power_max_below_min: msg`Le maximum doit être supérieur ou égal au minimum`,
  too_many_images: msg`Vous ne pouvez pas importer plus de 5 images`,
  address_required: msg`Choisissez une adresse (au moins 3 caractères)`,
  invalid_number: msg`Nombre invalide`,
  rules_required: msg`Vous devez accepter les règles de la partie`,
  replica_over_limit: msg`Au-dessus de la limite de la partie pour ce type de réplique`,
  score_invalid: msg`Choisissez une note de 1 à 5 étoiles.`,
  team_name_too_short: msg`Au moins 3 caractères`,
  url_invalid: msg`Adresse web invalide (elle doit commencer par https:// ou http://)`,
  founded_year_invalid: msg`Année invalide (de 1980 à cette année)`,
  minimum_age_invalid: msg`Âge invalide (de 18 à 99 ans)`,
  too_many_photos: msg`4 photos au maximum`,
  image_invalid: msg`Image invalide, importez-la à nouveau`,
  message_empty: msg`Écrivez un message`,
  report_reason_required: msg`Choisissez un motif`,
  report_details_required: msg`Précisez ce qui ne va pas`,
  departure_in_past: msg`Le départ doit être à venir`,
  options_too_few: msg`Proposez au moins deux choix`,
  options_repeated: msg`Chaque choix doit être différent`,
  too_many_questions: msg`10 questions au maximum`,
  departure_after_start: msg`Le départ doit être avant le début de la partie`,
};

/** Turns a contracts validation key into a sentence in the active language. */
export function validationMessage(key: string | undefined): string | undefined {
  if (!key) return undefined;
  const descriptor = MESSAGES[key as keyof typeof MESSAGES];
  return descriptor ? i18n._(descriptor) : i18n._(msg`Valeur invalide`);
}
