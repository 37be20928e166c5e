import type { CountryCode } from "./countries.ts";

/**
 * Each served country's calling code, and the trunk prefix dialled before a national number at
 * home (dropped in the international form). Countries without one (Spain, Italy, Norway...)
 * dial the whole national number; Italy's leading 0 belongs to it and stays.
 */
export const CALLING_CODES: Record<CountryCode, { code: string; trunk: readonly string[] }> = {
  fr: { code: "33", trunk: ["0"] },
  de: { code: "49", trunk: ["0"] },
  es: { code: "34", trunk: [] },
  it: { code: "39", trunk: [] },
  gb: { code: "44", trunk: ["0"] },
  be: { code: "32", trunk: ["0"] },
  nl: { code: "31", trunk: ["0"] },
  pt: { code: "351", trunk: [] },
  ch: { code: "41", trunk: ["0"] },
  at: { code: "43", trunk: ["0"] },
  se: { code: "46", trunk: ["0"] },
  no: { code: "47", trunk: [] },
  dk: { code: "45", trunk: [] },
  fi: { code: "358", trunk: ["0"] },
  pl: { code: "48", trunk: [] },
  cz: { code: "420", trunk: [] },
  hu: { code: "36", trunk: ["06"] },
  ie: { code: "353", trunk: ["0"] },
  gr: { code: "30", trunk: [] },
  ro: { code: "40", trunk: ["0"] },
  bg: { code: "359", trunk: ["0"] },
  hr: { code: "385", trunk: ["0"] },
  sk: { code: "421", trunk: ["0"] },
  si: { code: "386", trunk: ["0"] },
  ee: { code: "372", trunk: [] },
  lv: { code: "371", trunk: [] },
  // Lithuania moved its trunk prefix from 8 to 0 (2023-2025): both are still typed.
  lt: { code: "370", trunk: ["0", "8"] },
  lu: { code: "352", trunk: [] },
  mt: { code: "356", trunk: [] },
  cy: { code: "357", trunk: [] },
};

const E164 = /^\+[1-9]\d{7,14}$/;

/**
 * A phone number as typed (spaces, dots, dashes, brackets, `00` or `+`, or the national form of
 * the player's country) in E.164: `06 12 34 56 78` from France is `+33612345678`. A number it
 * cannot place (a national form without the country, too few or too many digits) is null.
 */
export function toE164(typed: string, country: string | null): string | null {
  // "+44 (0)20..." writes the trunk 0 in brackets: it is not dialled from abroad.
  const compact = typed.replace(/\(0\)/g, "").replace(/[\s.()-]/g, "");
  if (!/^(\+|\d)\d*$/.test(compact)) return null;
  const home = country && Object.hasOwn(CALLING_CODES, country) ? CALLING_CODES[country as CountryCode] : null;
  let international: string | null = null;
  if (compact.startsWith("+")) international = compact.slice(1);
  else if (compact.startsWith("00")) international = compact.slice(2);
  else if (home) {
    const trunk = home.trunk.find((prefix) => compact.startsWith(prefix));
    if (trunk !== undefined) international = home.code + compact.slice(trunk.length);
    // Without a trunk prefix, a national number is dialled whole; with one, a number lacking it is not national.
    else if (home.trunk.length === 0) international = home.code + compact;
  }
  if (international === null) return null;
  // "+33 06..." keeps the home trunk after the calling code, a common slip.
  if (home && home.trunk.includes("0") && international.startsWith(`${home.code}0`)) international = home.code + international.slice(home.code.length + 1);
  const e164 = `+${international}`;
  return E164.test(e164) ? e164 : null;
}
