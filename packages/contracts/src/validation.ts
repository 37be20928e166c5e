import { z } from "zod";

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
  urlInvalid: "url_invalid",
} as const;

export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];

/**
 * A web address a player typed and others will open: http or https to a domain name, nothing
 * else (no `javascript:`, `data:` or a bare address on someone's network), and bounded.
 */
export function webAddressSchema(max = 300) {
  return z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: VALIDATION.urlInvalid }).max(max, VALIDATION.tooLong);
}


/**
 * For a rule across fields (dates, min and max): zod skips an object's rules while any of its
 * fields has an error, so a form would show them only once everything else is fixed. This runs
 * the rule as soon as the fields it reads are valid, alongside the other fields' errors.
 */
export function onceValid(...fields: string[]) {
  return { when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))) };
}

/**
 * For a check that follows "required" on a text: it runs only on a filled value, so a blank field
 * says "required" alone. zod's `abort: true` would do the same but also hold back the object's
 * cross-field rules (`onceValid`), so forms whose rules span fields use this instead.
 */
export const ifFilled = { when: (payload: z.core.ParsePayload) => typeof payload.value === "string" && payload.value.length > 0 };
