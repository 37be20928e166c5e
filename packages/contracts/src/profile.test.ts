import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ageOn, birthDateSchema, onboardingSchema, phoneSchema, usernameAvailabilitySchema, usernameSchema } from "./profile.ts";
import { issues, messages } from "./test-support/schema-issues.ts";

const pad = (n: number) => String(n).padStart(2, "0");
/** YYYY-MM-DD, month 1-12. */
const iso = (y: number, m: number, d: number) => `${String(y).padStart(4, "0")}-${pad(m)}-${pad(d)}`;
/** An instant on a UTC calendar day, month 1-12. */
const utc = (y: number, m: number, d: number, h = 12, min = 0, s = 0, ms = 0) => new Date(Date.UTC(y, m - 1, d, h, min, s, ms));
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/** Everything is computed from the real current year, so the tests hold in any year. */
const NOW = new Date();
const Y = NOW.getUTCFullYear();
/** The latest leap year at least 18 years ago: someone born on its 29 February is an adult by now. */
const LEAP = (() => {
  let y = Y - 18;
  while (!isLeap(y)) y--;
  return y;
})();

describe("ageOn", () => {
  it("gives the exact age on the birthday", () => {
    expect(ageOn(iso(Y - 30, 6, 15), utc(Y, 6, 15))).toBe(30);
  });

  it("gives one year less on the day before the birthday", () => {
    expect(ageOn(iso(Y - 30, 6, 15), utc(Y, 6, 14))).toBe(29);
  });

  it("gives one year less in an earlier month, whatever the day", () => {
    expect(ageOn(iso(Y - 30, 6, 15), utc(Y, 5, 31))).toBe(29);
  });

  it("gives the full age the day after the birthday and in a later month", () => {
    expect(ageOn(iso(Y - 30, 6, 15), utc(Y, 6, 16))).toBe(30);
    expect(ageOn(iso(Y - 30, 6, 15), utc(Y, 7, 1))).toBe(30);
  });

  it("handles 31 December and 1 January births around New Year", () => {
    expect(ageOn(iso(Y - 20, 12, 31), utc(Y, 12, 30))).toBe(19);
    expect(ageOn(iso(Y - 20, 12, 31), utc(Y, 12, 31))).toBe(20);
    expect(ageOn(iso(Y - 20, 1, 1), utc(Y - 1, 12, 31))).toBe(19);
    expect(ageOn(iso(Y - 20, 1, 1), utc(Y, 1, 1))).toBe(20);
  });

  it("counts a 29 February birthday on 29 February in leap years", () => {
    expect(ageOn(iso(LEAP, 2, 29), utc(LEAP + 4, 2, 29))).toBe(4);
    expect(ageOn(iso(LEAP, 2, 29), utc(LEAP + 4, 2, 28))).toBe(3);
  });

  it("counts a 29 February birthday from 1 March in other years", () => {
    expect(ageOn(iso(LEAP, 2, 29), utc(LEAP + 18, 2, 28))).toBe(17);
    expect(ageOn(iso(LEAP, 2, 29), utc(LEAP + 18, 3, 1))).toBe(18);
  });

  it("uses the UTC calendar day of `today`", () => {
    expect(ageOn(iso(Y - 30, 6, 15), utc(Y, 6, 15, 0, 0, 0, 0))).toBe(30);
    expect(ageOn(iso(Y - 30, 6, 15), utc(Y, 6, 14, 23, 59, 59, 999))).toBe(29);
  });

  it("works with the real current date", () => {
    const birthday = iso(Y - 30, NOW.getUTCMonth() + 1, NOW.getUTCDate());
    expect(ageOn(birthday, new Date())).toBe(30);
  });
});

describe("birthDateSchema with the real clock", () => {
  it("accepts someone clearly adult", () => {
    expect(messages(birthDateSchema, iso(Y - 30, 1, 1))).toEqual([]);
  });

  it("answers age_under_18 for someone clearly minor", () => {
    expect(messages(birthDateSchema, iso(Y - 10, 1, 1))).toEqual(["age_under_18"]);
  });
});

describe("birthDateSchema on a fixed day of the current year", () => {
  const TODAY = { y: Y, m: 6, d: 15 };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(utc(TODAY.y, TODAY.m, TODAY.d));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts someone turning 18 today", () => {
    expect(messages(birthDateSchema, iso(Y - 18, 6, 15))).toEqual([]);
  });

  it("answers age_under_18 for someone turning 18 tomorrow", () => {
    expect(messages(birthDateSchema, iso(Y - 18, 6, 16))).toEqual(["age_under_18"]);
  });

  it("switches exactly at UTC midnight of the 18th birthday", () => {
    vi.setSystemTime(utc(Y, 6, 15, 23, 59, 59, 999));
    expect(messages(birthDateSchema, iso(Y - 18, 6, 16))).toEqual(["age_under_18"]);
    vi.setSystemTime(utc(Y, 6, 16, 0, 0, 0, 0));
    expect(messages(birthDateSchema, iso(Y - 18, 6, 16))).toEqual([]);
  });

  it("lets someone born on 29 February become an adult on 1 March of a common year", () => {
    vi.setSystemTime(utc(LEAP + 18, 2, 28));
    expect(messages(birthDateSchema, iso(LEAP, 2, 29))).toEqual(["age_under_18"]);
    vi.setSystemTime(utc(LEAP + 18, 3, 1));
    expect(messages(birthDateSchema, iso(LEAP, 2, 29))).toEqual([]);
  });

  it("answers age_under_18 for a birth date in the future", () => {
    expect(messages(birthDateSchema, iso(Y + 1, 1, 1))).toEqual(["age_under_18"]);
  });

  it("accepts 120 years and answers birth_date_invalid above", () => {
    expect(messages(birthDateSchema, iso(Y - 120, 6, 15))).toEqual([]);
    expect(messages(birthDateSchema, iso(Y - 121, 6, 15))).toEqual(["birth_date_invalid"]);
  });

  it.each(["2001-02-30", "2001-02-29", "2001-04-31", "2001-13-01", "2001-00-10", "2001-06-00", "2001-06-32"])(
    "answers birth_date_invalid for the impossible date %s",
    (value) => {
      expect(messages(birthDateSchema, value)).toEqual(["birth_date_invalid"]);
    },
  );

  it("answers only birth_date_invalid for an impossible date, even a minor's", () => {
    expect(messages(birthDateSchema, iso(Y - 10, 2, 30))).toEqual(["birth_date_invalid"]);
  });

  it("accepts 29 February of a leap year", () => {
    expect(messages(birthDateSchema, "2004-02-29")).toEqual([]);
  });

  it.each(["15/06/2001", "2001-6-15", "2001/06/15", "20010615", "2001-06-15T00:00:00Z", " 2001-06-15"])(
    "answers only birth_date_invalid for the malformed %j",
    (value) => {
      expect(messages(birthDateSchema, value)).toEqual(["birth_date_invalid"]);
    },
  );

  it("answers only birth_date_invalid for a year written in six digits", () => {
    expect(messages(birthDateSchema, "+010000-01-01")).toEqual(["birth_date_invalid"]);
  });

  it("answers required, not invalid, for an empty birth date", () => {
    expect(messages(birthDateSchema, "")).toEqual(["required"]);
  });

  it("rejects non-strings", () => {
    expect(birthDateSchema.safeParse(new Date()).success).toBe(false);
    expect(birthDateSchema.safeParse(20010615).success).toBe(false);
  });
});

describe("usernameSchema", () => {
  it.each(["abc", "tireur_42", "Jean.Dupont-75", "a".repeat(30)])("accepts %j", (value) => {
    expect(messages(usernameSchema, value)).toEqual([]);
  });

  it("trims surrounding spaces", () => {
    expect(usernameSchema.parse("  tireur_42 ")).toBe("tireur_42");
  });

  it("answers only required when empty", () => {
    expect(messages(usernameSchema, "   ")).toEqual(["required"]);
  });

  it("answers username_too_short at 2 characters", () => {
    expect(messages(usernameSchema, "ab")).toEqual(["username_too_short"]);
  });

  it("answers too_long at 31 characters", () => {
    expect(messages(usernameSchema, "a".repeat(31))).toEqual(["too_long"]);
  });

  it.each(["jean dupont", "tireur😀", "😀😀😀", "jean@dupont", "a/b/c", "<script>", "léa\u0000", "tab\tname"])("answers username_invalid for %j", (value) => {
    expect(messages(usernameSchema, value)).toEqual(["username_invalid"]);
  });

  it.each(["LéaLyon", "éric", "Íñigo_2", "Jürgen.K", "Łukasz-9", "Ørjan", "Σπύρος"])("accepts the letters of any language: %j", (value) => {
    expect(messages(usernameSchema, value)).toEqual([]);
  });

  it("stores one spelling of a name: a decomposed é becomes the composed one", () => {
    expect(usernameSchema.parse("Le\u0301aLyon")).toBe("LéaLyon");
    expect(usernameSchema.parse("Le\u0301aLyon")).toBe(usernameSchema.parse("LéaLyon"));
  });
});

describe("phoneSchema", () => {
  it.each(["+33 6 12 34 56 78", "0612345678", "06.12.34.56.78", "06-12-34-56-78", "+49 (30) 1234567", "12345678"])("accepts %j", (value) => {
    expect(messages(phoneSchema, value)).toEqual([]);
  });

  it("trims surrounding spaces", () => {
    expect(phoneSchema.parse("  0612345678 ")).toBe("0612345678");
  });

  it("answers only required when empty", () => {
    expect(messages(phoneSchema, "")).toEqual(["required"]);
    expect(messages(phoneSchema, "   ")).toEqual(["required"]);
  });

  it.each(["12", "1234567", "abcdefghij", "06 12 AB 56 78", "+33+612345678", "0612345678 ext", "1234567890123456"])("answers phone_invalid for %j", (value) => {
    expect(messages(phoneSchema, value)).toEqual(["phone_invalid"]);
  });
});

describe("usernameAvailabilitySchema", () => {
  it("checks the username as onboarding will", () => {
    expect(usernameAvailabilitySchema.parse({ username: " tireur_42 " })).toEqual({ username: "tireur_42" });
    expect(issues(usernameAvailabilitySchema, { username: "ab" })).toEqual(["username: username_too_short"]);
  });
});

describe("onboardingSchema", () => {
  const valid = {
    username: "tireur_42",
    firstName: "Jean",
    lastName: "Dupont",
    phone: "+33 6 12 34 56 78",
    birthDate: iso(Y - 30, 3, 10),
    country: "fr",
    city: "Lyon",
    postalCode: "69001",
    languages: ["fr", "en"],
    termsAccepted: true,
  };

  it("accepts a complete, valid profile", () => {
    expect(onboardingSchema.parse(valid)).toEqual(valid);
  });

  it("trims text fields", () => {
    const parsed = onboardingSchema.parse({ ...valid, firstName: " Jean ", lastName: "Dupont  ", city: " Lyon " });
    expect([parsed.firstName, parsed.lastName, parsed.city]).toEqual(["Jean", "Dupont", "Lyon"]);
  });

  it.each(["gb", "cy", "mt"])("accepts the listed country %s", (country) => {
    expect(onboardingSchema.safeParse({ ...valid, country }).success).toBe(true);
  });

  it.each(["us", "FR", "", "xx"])("answers country_required for the country %j", (country) => {
    expect(issues(onboardingSchema, { ...valid, country })).toEqual(["country: country_required"]);
  });

  it("answers languages_required for an empty list", () => {
    expect(issues(onboardingSchema, { ...valid, languages: [] })).toEqual(["languages: languages_required"]);
  });

  it("rejects a duplicated language", () => {
    const found = issues(onboardingSchema, { ...valid, languages: ["fr", "en", "fr"] });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^languages: /);
  });

  it("accepts spoken languages beyond the UI ones", () => {
    expect(onboardingSchema.safeParse({ ...valid, languages: ["it", "pl", "uk"] }).success).toBe(true);
  });

  it("rejects an unknown language code", () => {
    expect(onboardingSchema.safeParse({ ...valid, languages: ["fr", "xx"] }).success).toBe(false);
  });

  it("answers terms_required when the terms are not accepted", () => {
    expect(issues(onboardingSchema, { ...valid, termsAccepted: false })).toEqual(["termsAccepted: terms_required"]);
  });

  it("answers terms_required when the terms flag is missing or not a boolean true", () => {
    const { termsAccepted: _t, ...withoutTerms } = valid;
    expect(issues(onboardingSchema, withoutTerms)).toEqual(["termsAccepted: terms_required"]);
    expect(issues(onboardingSchema, { ...valid, termsAccepted: "true" })).toEqual(["termsAccepted: terms_required"]);
  });

  it("answers name_too_short for a one-letter first or last name", () => {
    expect(issues(onboardingSchema, { ...valid, firstName: "A" })).toEqual(["firstName: name_too_short"]);
    expect(issues(onboardingSchema, { ...valid, lastName: " B " })).toEqual(["lastName: name_too_short"]);
  });

  it("accepts a two-letter name (the minimum of docs/product.md §2)", () => {
    expect(onboardingSchema.safeParse({ ...valid, firstName: "Al", lastName: "Li" }).success).toBe(true);
  });

  it("answers only required for an empty first name", () => {
    expect(issues(onboardingSchema, { ...valid, firstName: "  " })).toEqual(["firstName: required"]);
  });

  it("answers too_long for a 51-character name", () => {
    expect(issues(onboardingSchema, { ...valid, lastName: "D".repeat(51) })).toEqual(["lastName: too_long"]);
  });

  it("answers city_required for an empty city", () => {
    expect(issues(onboardingSchema, { ...valid, city: " " })).toEqual(["city: city_required"]);
  });

  it("answers postal_code_invalid for a postal code with symbols, wherever they are", () => {
    expect(issues(onboardingSchema, { ...valid, postalCode: "69001!" })).toEqual(["postalCode: postal_code_invalid"]);
    expect(issues(onboardingSchema, { ...valid, postalCode: "!69001" })).toEqual(["postalCode: postal_code_invalid"]);
  });

  it("trims the postal code, and answers only required when it is blank", () => {
    expect(onboardingSchema.parse({ ...valid, postalCode: " 69001 " }).postalCode).toBe("69001");
    expect(issues(onboardingSchema, { ...valid, postalCode: "  " })).toEqual(["postalCode: required"]);
  });

  it("accepts foreign postal codes with letters, spaces and dashes", () => {
    expect(onboardingSchema.safeParse({ ...valid, country: "gb", postalCode: "SW1A 1AA" }).success).toBe(true);
    expect(onboardingSchema.safeParse({ ...valid, country: "pl", postalCode: "00-950" }).success).toBe(true);
  });

  it("applies the field schemas to username, phone and birth date", () => {
    expect(issues(onboardingSchema, { ...valid, username: "ab" })).toEqual(["username: username_too_short"]);
    expect(issues(onboardingSchema, { ...valid, phone: "12" })).toEqual(["phone: phone_invalid"]);
    expect(issues(onboardingSchema, { ...valid, birthDate: iso(Y - 10, 1, 1) })).toEqual(["birthDate: age_under_18"]);
  });
});
