import { isUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import type { MailMessage } from "../../platform/mail.ts";

interface Texts {
  subject: string;
  body: (date: string) => string;
  keep: string;
  signature: string;
}

// E-mails leave the server, outside the SPA's Lingui catalogs: their four languages live here.
const TEXTS: Record<UiLanguage, Texts> = {
  fr: {
    subject: "Votre compte Escouade va être supprimé",
    body: (date) =>
      `Aucune connexion à votre compte Escouade depuis bientôt deux ans. Sans connexion de votre part, votre compte et vos données seront supprimés le ${date}.`,
    keep: "Pour garder votre compte, il suffit de vous connecter :",
    signature: "L'équipe Escouade",
  },
  en: {
    subject: "Your Escouade account is about to be deleted",
    body: (date) => `You have not signed in to Escouade for almost two years. Unless you sign in, your account and your data will be deleted on ${date}.`,
    keep: "To keep your account, just sign in:",
    signature: "The Escouade team",
  },
  es: {
    subject: "Tu cuenta de Escouade va a eliminarse",
    body: (date) => `Hace casi dos años que no inicias sesión en Escouade. Si no lo haces, tu cuenta y tus datos se eliminarán el ${date}.`,
    keep: "Para conservar tu cuenta, basta con iniciar sesión:",
    signature: "El equipo de Escouade",
  },
  de: {
    subject: "Dein Escouade-Konto wird bald gelöscht",
    body: (date) =>
      `Du hast dich seit fast zwei Jahren nicht mehr bei Escouade angemeldet. Wenn du dich nicht anmeldest, werden dein Konto und deine Daten am ${date} gelöscht.`,
    keep: "Um dein Konto zu behalten, melde dich einfach an:",
    signature: "Dein Escouade-Team",
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The warning before an inactive account is deleted, in the player's language, with the date. */
export function inactivityEmail(options: { to: string; lang: string; deletionDate: Date; appUrl: string }): MailMessage {
  const lang = isUiLanguage(options.lang) ? options.lang : "fr";
  const t = TEXTS[lang];
  const date = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "Europe/Paris" }).format(options.deletionDate);
  const signIn = `${options.appUrl}/${lang}/auth`;
  const text = [t.body(date), "", t.keep, signIn, "", `— ${t.signature}`].join("\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f0;font-family:system-ui,sans-serif;color:#1c1f17">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:700;margin:0 0 16px">Escouade</p>
<p style="margin:0 0 16px">${escapeHtml(t.body(date))}</p>
<p style="margin:0 0 16px">${escapeHtml(t.keep)} <a href="${escapeHtml(signIn)}">${escapeHtml(signIn)}</a></p>
<p style="margin:0;color:#555">— ${escapeHtml(t.signature)}</p></td></tr></table></body></html>`;
  return { to: options.to, subject: t.subject, text, html };
}
