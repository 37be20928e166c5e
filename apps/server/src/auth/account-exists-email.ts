import { isUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { user } from "../db/schema/index.ts";
import { jobQueue, type JobHandler } from "../platform/jobs.ts";
import type { Mailer, MailMessage } from "../platform/mail.ts";

interface Texts {
  subject: string;
  body: string;
  signIn: string;
  reset: string;
  ignore: string;
  signature: string;
}

/**
 * What the owner of an address receives when someone signs up with it again. Sign-up answers the
 * same whether or not an account exists (no one learns who has one); the owner learns it here.
 */
const TEXTS: Record<UiLanguage, Texts> = {
  fr: {
    subject: "Vous avez déjà un compte Escouade",
    body: "Quelqu'un, sans doute vous, a voulu créer un compte Escouade avec cette adresse e-mail. Vous en avez déjà un : aucun nouveau compte n'a été créé.",
    signIn: "Se connecter",
    reset: "Mot de passe oublié ? Réinitialisez-le",
    ignore: "Si ce n'était pas vous, ignorez cet e-mail : votre compte n'a pas changé.",
    signature: "L'équipe Escouade",
  },
  en: {
    subject: "You already have an Escouade account",
    body: "Someone, probably you, tried to create an Escouade account with this e-mail address. You already have one, so no new account was created.",
    signIn: "Sign in",
    reset: "Forgot your password? Reset it",
    ignore: "If this wasn't you, ignore this e-mail: nothing has changed on your account.",
    signature: "The Escouade team",
  },
  es: {
    subject: "Ya tienes una cuenta de Escouade",
    body: "Alguien, probablemente tú, ha intentado crear una cuenta de Escouade con este correo electrónico. Ya tienes una, así que no se ha creado ninguna cuenta nueva.",
    signIn: "Iniciar sesión",
    reset: "¿Olvidaste tu contraseña? Restablécela",
    ignore: "Si no has sido tú, ignora este correo: tu cuenta no ha cambiado.",
    signature: "El equipo de Escouade",
  },
  de: {
    subject: "Du hast bereits ein Escouade-Konto",
    body: "Jemand, vermutlich du, wollte mit dieser E-Mail-Adresse ein Escouade-Konto anlegen. Du hast bereits eines, daher wurde kein neues Konto erstellt.",
    signIn: "Anmelden",
    reset: "Passwort vergessen? Setze es zurück",
    ignore: "Falls du das nicht warst, ignoriere diese E-Mail: An deinem Konto hat sich nichts geändert.",
    signature: "Dein Escouade-Team",
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function accountExistsEmail(options: { to: string; lang: string; appUrl: string }): MailMessage {
  const lang = isUiLanguage(options.lang) ? options.lang : "fr";
  const t = TEXTS[lang];
  const signInUrl = `${options.appUrl}/${lang}/auth`;
  const resetUrl = `${options.appUrl}/${lang}/auth/reset-password-otp`;
  const text = [t.body, "", `${t.signIn} : ${signInUrl}`, `${t.reset} : ${resetUrl}`, "", t.ignore, "", `— ${t.signature}`].join("\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f0;font-family:system-ui,sans-serif;color:#1c1f17">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:700;margin:0 0 16px">Escouade</p>
<p style="margin:0 0 16px">${escapeHtml(t.body)}</p>
<p style="margin:0 0 8px"><a href="${escapeHtml(signInUrl)}" style="color:#3f4a2c;font-weight:700">${escapeHtml(t.signIn)}</a></p>
<p style="margin:0 0 16px"><a href="${escapeHtml(resetUrl)}" style="color:#3f4a2c">${escapeHtml(t.reset)}</a></p>
<p style="margin:0 0 16px;color:#555">${escapeHtml(t.ignore)}</p>
<p style="margin:0;color:#555">— ${escapeHtml(t.signature)}</p></td></tr></table></body></html>`;
  return { to: options.to, subject: t.subject, text, html };
}

/** Written to the owner by a job, queued when the sign-up comes (docs/decisions/033): a crash or an SMTP outage loses nothing. */
export const accountExistsEmailQueue = jobQueue<{ userId: string }>("account-exists-email");

/** Sends it to the address and in the language the account has when the job runs; nothing if it is gone. */
export function accountExistsEmailHandler(deps: { database: Database; mailer: Mailer; appUrl: string }): JobHandler<{ userId: string }> {
  return {
    queue: accountExistsEmailQueue,
    async handle({ userId }) {
      const [owner] = await deps.database.db
        .select({ email: user.email, lang: user.lang })
        .from(user)
        .where(and(eq(user.id, userId), eq(user.emailVerified, true)));
      if (owner) await deps.mailer.send(accountExistsEmail({ to: owner.email, lang: owner.lang, appUrl: deps.appUrl }));
    },
  };
}
