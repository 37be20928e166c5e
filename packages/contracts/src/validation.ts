/**
 * Validation messages travel as stable keys, never as text: the web translates each key
 * into the reader's language (apps/web/src/lib/validation-messages.ts).
 */
export const VALIDATION = {
  required: "required",
  emailInvalid: "email_invalid",
  tooLong: "too_long",
  invalidCharacters: "invalid_characters",
  passwordTooShort: "password_too_short",
  passwordTooLong: "password_too_long",
  passwordTooCommon: "password_too_common",
  passwordsDontMatch: "passwords_dont_match",
  nameTooShort: "name_too_short",
  usernameTooShort: "username_too_short",
  usernameInvalid: "username_invalid",
  phoneInvalid: "phone_invalid",
  birthDateInvalid: "birth_date_invalid",
  ageUnder18: "age_under_18",
  countryRequired: "country_required",
  cityRequired: "city_required",
  postalCodeInvalid: "postal_code_invalid",
  languagesRequired: "languages_required",
  termsRequired: "terms_required",
  otpInvalid: "otp_invalid",
} as const;

export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];
