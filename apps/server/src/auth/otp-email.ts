import { isUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import { LIMITS } from "@escouade/contracts/limits";
import type { MailMessage } from "../platform/mail.ts";

export type OtpPurpose = "email-verification" | "forget-password" | "sign-in" | "change-email" | "delete-account";

interface OtpTexts {
  subject: Record<OtpPurpose, string>;
  intro: Record<OtpPurpose, string>;
  expires: (minutes: number) => string;
  ignore: string;
  signature: string;
}

// E-mails leave the server, outside the SPA's Lingui catalogs: their four languages live here.
const TEXTS: Record<UiLanguage, OtpTexts> = {
  fr: {
    subject: {
      "email-verification": "Votre code de vérification Escouade",
      "forget-password": "Votre code de réinitialisation du mot de passe Escouade",
      "sign-in": "Votre code de connexion Escouade",
      "change-email": "Votre code de changement d'adresse e-mail Escouade",
      "delete-account": "Votre code de suppression du compte Escouade",
    },
    intro: {
      "email-verification": "Bienvenue sur Escouade ! Pour vérifier votre adresse e-mail, saisissez ce code :",
      "forget-password": "Vous avez demandé à réinitialiser votre mot de passe. Saisissez ce code :",
      "sign-in": "Pour vous connecter, saisissez ce code :",
      "change-email": "Pour confirmer votre nouvelle adresse e-mail, saisissez ce code :",
      "delete-account": "Vous avez demandé à supprimer votre compte Escouade. Cette action est définitive. Pour la confirmer, saisissez ce code :",
    },
    expires: (m) => `Ce code expire dans ${m} minutes.`,
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet e-mail.",
    signature: "L'équipe Escouade",
  },
  en: {
    subject: {
      "email-verification": "Your Escouade verification code",
      "forget-password": "Your Escouade password reset code",
      "sign-in": "Your Escouade sign-in code",
      "change-email": "Your Escouade e-mail change code",
      "delete-account": "Your Escouade account deletion code",
    },
    intro: {
      "email-verification": "Welcome to Escouade! To verify your e-mail address, enter this code:",
      "forget-password": "You asked to reset your password. Enter this code:",
      "sign-in": "To sign in, enter this code:",
      "change-email": "To confirm your new e-mail address, enter this code:",
      "delete-account": "You asked to delete your Escouade account. This cannot be undone. To confirm, enter this code:",
    },
    expires: (m) => `This code expires in ${m} minutes.`,
    ignore: "If you did not ask for this, you can safely ignore this e-mail.",
    signature: "The Escouade team",
  },
  es: {
    subject: {
      "email-verification": "Tu código de verificación de Escouade",
      "forget-password": "Tu código para restablecer la contraseña de Escouade",
      "sign-in": "Tu código de inicio de sesión de Escouade",
      "change-email": "Tu código para cambiar el correo de Escouade",
      "delete-account": "Tu código para eliminar tu cuenta de Escouade",
    },
    intro: {
      "email-verification": "¡Te damos la bienvenida a Escouade! Para verificar tu correo electrónico, introduce este código:",
      "forget-password": "Has solicitado restablecer tu contraseña. Introduce este código:",
      "sign-in": "Para iniciar sesión, introduce este código:",
      "change-email": "Para confirmar tu nuevo correo electrónico, introduce este código:",
      "delete-account": "Has solicitado eliminar tu cuenta de Escouade. Esta acción es definitiva. Para confirmarla, introduce este código:",
    },
    expires: (m) => `Este código caduca en ${m} minutos.`,
    ignore: "Si no has hecho esta solicitud, puedes ignorar este correo.",
    signature: "El equipo de Escouade",
  },
  de: {
    subject: {
      "email-verification": "Dein Escouade-Bestätigungscode",
      "forget-password": "Dein Code zum Zurücksetzen deines Escouade-Passworts",
      "sign-in": "Dein Escouade-Anmeldecode",
      "change-email": "Dein Code zur Änderung deiner Escouade-E-Mail-Adresse",
      "delete-account": "Dein Code zum Löschen deines Escouade-Kontos",
    },
    intro: {
      "email-verification": "Willkommen bei Escouade! Gib diesen Code ein, um deine E-Mail-Adresse zu bestätigen:",
      "forget-password": "Du möchtest dein Passwort zurücksetzen. Gib diesen Code ein:",
      "sign-in": "Gib diesen Code ein, um dich anzumelden:",
      "change-email": "Gib diesen Code ein, um deine neue E-Mail-Adresse zu bestätigen:",
      "delete-account": "Du möchtest dein Escouade-Konto löschen. Das lässt sich nicht rückgängig machen. Gib zur Bestätigung diesen Code ein:",
    },
    expires: (m) => `Dieser Code läuft in ${m} Minuten ab.`,
    ignore: "Falls du das nicht angefordert hast, kannst du diese E-Mail einfach ignorieren.",
    signature: "Dein Escouade-Team",
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function otpEmail(options: { to: string; otp: string; purpose: OtpPurpose; lang: string }): MailMessage {
  const t = TEXTS[isUiLanguage(options.lang) ? options.lang : "fr"];
  const minutes = Math.round(LIMITS.otpExpiresIn / 60);
  const text = [t.intro[options.purpose], "", options.otp, "", t.expires(minutes), t.ignore, "", `— ${t.signature}`].join("\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f0;font-family:system-ui,sans-serif;color:#1c1f17">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:700;margin:0 0 16px">Escouade</p>
<p style="margin:0 0 16px">${escapeHtml(t.intro[options.purpose])}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;margin:0 0 16px;font-family:ui-monospace,monospace">${escapeHtml(options.otp)}</p>
<p style="margin:0 0 8px;color:#555">${escapeHtml(t.expires(minutes))}</p>
<p style="margin:0 0 16px;color:#555">${escapeHtml(t.ignore)}</p>
<p style="margin:0;color:#555">— ${escapeHtml(t.signature)}</p></td></tr></table></body></html>`;
  return { to: options.to, subject: t.subject[options.purpose], text, html };
}
