import { AUTH_ERROR_CODES } from "@escouade/contracts/errors";
import { UI_LANGUAGES } from "@escouade/contracts/languages";
import { VALIDATION } from "@escouade/contracts/validation";
import { afterEach, describe, expect, it } from "vitest";
import { authErrorMessage } from "./auth-errors.ts";
import { i18n } from "./i18n.ts";
import { validationMessage } from "./validation-messages.ts";

const catalogs = {
  fr: () => import("../../../../locales/fr/messages.po"),
  en: () => import("../../../../locales/en/messages.po"),
  es: () => import("../../../../locales/es/messages.po"),
  de: () => import("../../../../locales/de/messages.po"),
};

async function use(lang: (typeof UI_LANGUAGES)[number]) {
  i18n.load(lang, (await catalogs[lang]()).messages);
  i18n.activate(lang);
}

afterEach(() => use("fr"));

describe("auth error messages", () => {
  it.each(UI_LANGUAGES)("gives every known code a sentence of its own in %s", async (lang) => {
    await use(lang);
    for (const code of AUTH_ERROR_CODES) {
      const message = authErrorMessage({ code, message: "server text" });
      expect(message, code).not.toBe("server text");
      expect(message, code).not.toContain(code);
    }
  });

  it("speaks the reader's language", async () => {
    expect(authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("E-mail ou mot de passe incorrect");
    await use("en");
    expect(authErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD" })).toBe("Incorrect email or password");
  });

  it("shows the server's message for a code it does not know", () => {
    expect(authErrorMessage({ code: "SOMETHING_NEW", message: "Something new happened" })).toBe("Something new happened");
  });

  it("recognises a rate limit by its status, which carries no code", () => {
    expect(authErrorMessage({ status: 429, message: "Too many requests" })).toBe("Trop de tentatives, patientez une minute avant de réessayer");
  });

  it("falls back to the generic message when there is nothing to show", () => {
    expect(authErrorMessage({})).toBe("Une erreur est survenue");
  });
});

describe("validation messages", () => {
  it.each(UI_LANGUAGES)("word every validation key in %s", async (lang) => {
    await use(lang);
    for (const key of Object.values(VALIDATION)) {
      const message = validationMessage(key);
      expect(message, key).toBeTruthy();
      expect(message, key).not.toBe(key);
    }
  });

  it("says something sensible for an unknown key and nothing for no key", () => {
    expect(validationMessage("not_a_key")).toBe("Valeur invalide");
    expect(validationMessage(undefined)).toBeUndefined();
  });
});
