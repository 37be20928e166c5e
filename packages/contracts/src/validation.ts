import { z } from "./zod.ts";

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
  discordWebhookInvalid: "discord_webhook_invalid",
  discordEventsRequired: "discord_events_required",
} as const;

export type ValidationKey = (typeof VALIDATION)[keyof typeof VALIDATION];

/** The largest value of PostgreSQL's `integer`: no id, count or amount of ours goes past it. */
export const PG_INTEGER_MAX = 2_147_483_647;

/** The id of a row in an `integer` identity column: past the column's range is a 400, not a query. */
export const serialIdSchema = z.number().int().positive().max(PG_INTEGER_MAX);

/** The id of a row in a `bigint` identity column (messages, reports), as far as JavaScript counts exactly. */
export const bigSerialIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * A date within what a `timestamptz` column stores and a person means: JavaScript's own range
 * (to the year 275760) is far past PostgreSQL's, which would refuse it mid-query.
 */
export function boundedDate(params?: Parameters<typeof z.date>[0]) {
  return z.date(params).min(new Date("1900-01-01T00:00:00Z")).max(new Date("9999-12-31T23:59:59Z"));
}

/**
 * Coordinates in degrees, kept to seven decimals (about a centimetre): past that, digits mean
 * nothing, and a subnormal like 5e-324 would underflow PostgreSQL's trigonometry mid-query.
 */
const toCentimetre = (degrees: number) => Math.round(degrees * 1e7) / 1e7 + 0;
export function latitudeSchema(params?: Parameters<typeof z.number>[0]) {
  return z.number(params).min(-90).max(90).transform(toCentimetre);
}
export function longitudeSchema(params?: Parameters<typeof z.number>[0]) {
  return z.number(params).min(-180).max(180).transform(toCentimetre);
}

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
  return {
    // What came may be no object at all (null, a number): its type's issue names no field, and the rule would read fields of nothing.
    when: (payload: z.core.ParsePayload) => isRecord(payload.value) && !payload.issues.some((issue) => fields.includes(String(issue.path?.[0]))),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * For a check that follows "required" on a text: it runs only on a filled value, so a blank field
 * says "required" alone. zod's `abort: true` would do the same but also hold back the object's
 * cross-field rules (`onceValid`), so forms whose rules span fields use this instead.
 */
export const ifFilled = { when: (payload: z.core.ParsePayload) => typeof payload.value === "string" && payload.value.length > 0 };

// eslint-disable-next-line no-control-regex -- NUL and the controls no text needs (tab and line breaks stay).
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** A text of several lines: trimmed, bounded, no control character (PostgreSQL refuses NUL). */
export function multilineText(max: number) {
  return z
    .string()
    .trim()
    .max(max, VALIDATION.tooLong)
    .refine((v) => !CONTROL_CHARACTERS_IN_TEXT.test(v), VALIDATION.invalidCharacters);
}
