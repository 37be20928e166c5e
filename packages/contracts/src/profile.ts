import { z } from "./zod.ts";
import { COUNTRY_CODES } from "./countries.ts";
import { SPOKEN_LANGUAGES } from "./languages.ts";
import { LIMITS } from "./limits.ts";
import { VALIDATION } from "./validation.ts";

/** Control characters (NUL included) have no place in a name or a city, and PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point here.
const hasNoControlCharacters = (value: string) => !/[\u0000-\u001f\u007f]/.test(value);

const name = z
  .string(VALIDATION.required)
  .trim()
  .min(1, { error: VALIDATION.required, abort: true })
  .min(LIMITS.nameMin, VALIDATION.nameTooShort)
  .max(LIMITS.nameMax, VALIDATION.tooLong)
  .refine(hasNoControlCharacters, VALIDATION.invalidCharacters);

/**
 * Letters of any language, digits, dot, dash and underscore ("LéaLyon", "Jürgen", "Íñigo"): no
 * space, symbol or control character. Stored composed (NFC), so one name has one spelling; the
 * server tells names apart without case or accents.
 */
export const usernameSchema = z
  .string(VALIDATION.required)
  .trim()
  .transform((value) => value.normalize("NFC"))
  .pipe(
    z
      .string()
      .min(1, { error: VALIDATION.required, abort: true })
      .min(LIMITS.usernameMin, VALIDATION.usernameTooShort)
      .max(LIMITS.usernameMax, VALIDATION.tooLong)
      .regex(/^[\p{L}\p{M}\p{N}._-]+$/u, VALIDATION.usernameInvalid),
  );

/** International format tolerant of spaces, dots and dashes: 8 to 15 digits, optional leading +. */
export const phoneSchema = z
  .string(VALIDATION.required)
  .trim()
  .min(1, { error: VALIDATION.required, abort: true })
  .max(25, VALIDATION.tooLong)
  .refine((v) => /^\+?[\d\s.()-]+$/.test(v) && /^\d{8,15}$/.test(v.replace(/\D/g, "")), VALIDATION.phoneInvalid);

/** Calendar date as typed in a date input: YYYY-MM-DD. */
const isoDate = z
  .string(VALIDATION.required)
  .min(1, { error: VALIDATION.required, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: VALIDATION.birthDateInvalid, abort: true });

/** Age in whole years on `today` for a birth date given as YYYY-MM-DD (no time zone games). */
export function ageOn(birthDate: string, today: Date): number {
  const [y, m, d] = birthDate.split("-").map(Number) as [number, number, number];
  const ty = today.getUTCFullYear();
  const tm = today.getUTCMonth() + 1;
  const td = today.getUTCDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const birthDateSchema = isoDate
  .refine(isRealDate, { error: VALIDATION.birthDateInvalid, abort: true })
  .refine((v) => ageOn(v, new Date()) <= 120, { error: VALIDATION.birthDateInvalid, abort: true })
  .refine((v) => ageOn(v, new Date()) >= LIMITS.minimumAge, VALIDATION.ageUnder18);

export const onboardingSchema = z.object({
  username: usernameSchema,
  firstName: name,
  lastName: name,
  phone: phoneSchema,
  birthDate: birthDateSchema,
  country: z.enum(COUNTRY_CODES, VALIDATION.countryRequired),
  city: z
    .string(VALIDATION.cityRequired)
    .trim()
    .min(1, VALIDATION.cityRequired)
    .max(LIMITS.cityMax, VALIDATION.tooLong)
    .refine(hasNoControlCharacters, VALIDATION.invalidCharacters),
  postalCode: z
    .string()
    .trim()
    .min(1, { error: VALIDATION.required, abort: true })
    .max(LIMITS.postalCodeMax, VALIDATION.tooLong)
    .regex(/^[A-Za-z0-9 -]+$/, VALIDATION.postalCodeInvalid),
  languages: z
    .array(z.enum(SPOKEN_LANGUAGES), VALIDATION.languagesRequired)
    .min(1, VALIDATION.languagesRequired)
    .max(SPOKEN_LANGUAGES.length)
    .refine((list) => new Set(list).size === list.length, VALIDATION.languagesRequired),
  termsAccepted: z.literal(true, VALIDATION.termsRequired),
});
export type OnboardingInput = z.infer<typeof onboardingSchema>;

export const usernameAvailabilitySchema = z.object({ username: usernameSchema });
