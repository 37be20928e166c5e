import { afterEach, describe, expect, it } from "vitest";
import { authErrorMessage } from "./auth-errors.ts";
import { i18n } from "./i18n.ts";

const catalogs = {
  fr: () => import("../../../../locales/fr/messages.po"),
  de: () => import("../../../../locales/de/messages.po"),
};

async function use(lang: keyof typeof catalogs) {
  i18n.load(lang, (await catalogs[lang]()).messages);
  i18n.activate(lang);
}

afterEach(() => use("fr"));

/** The server's BANNED_USER: a suspension's end in the message (ISO 8601), a ban without one. */
describe("a suspended or banned account at sign-in", () => {
  it("says until when a suspension lasts, in the reader's language", async () => {
    await use("fr");
    const message = authErrorMessage({ code: "BANNED_USER", message: "Suspended until 2026-12-03T14:05:00.000Z", status: 403 });
    expect(message).toMatch(/^Votre compte est suspendu jusqu'au .*3 déc\. 2026/);
    await use("de");
    expect(authErrorMessage({ code: "BANNED_USER", message: "Suspended until 2026-12-03T14:05:00.000Z" })).toMatch(/^Dein Konto ist gesperrt bis .*2026/);
  });

  it("says a ban has no end", async () => {
    await use("fr");
    expect(authErrorMessage({ code: "BANNED_USER", message: "Banned", status: 403 })).toBe("Votre compte a été banni");
  });
});
