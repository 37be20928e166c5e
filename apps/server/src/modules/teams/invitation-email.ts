import { isUiLanguage, type UiLanguage } from "@escouade/contracts/languages";
import { TEAM_INVITATION_DAYS } from "@escouade/contracts/teams";
import type { MailMessage } from "../../platform/mail.ts";

interface InvitationTexts {
  subject: (inviter: string, team: string) => string;
  intro: (inviter: string, team: string) => string;
  action: string;
  expires: (days: number) => string;
  ignore: string;
  signature: string;
}

// E-mails leave the server, outside the SPA's Lingui catalogs: their four languages live here.
const TEXTS: Record<UiLanguage, InvitationTexts> = {
  fr: {
    subject: (inviter, team) => `${inviter} vous invite à rejoindre ${team} sur Escouade`,
    intro: (inviter, team) => `${inviter} vous invite à rejoindre l'équipe ${team} sur Escouade.`,
    action: "Découvrez l'équipe et répondez à l'invitation :",
    expires: (days) => `L'invitation est valable ${days} jours.`,
    ignore: "Si cette équipe ne vous intéresse pas, ignorez simplement cet e-mail ou déclinez l'invitation dans l'application.",
    signature: "L'équipe Escouade",
  },
  en: {
    subject: (inviter, team) => `${inviter} invited you to join ${team} on Escouade`,
    intro: (inviter, team) => `${inviter} has invited you to join the team ${team} on Escouade.`,
    action: "Have a look at the team and answer the invitation:",
    expires: (days) => `The invitation is valid for ${days} days.`,
    ignore: "Not interested? Just ignore this e-mail or decline the invitation in the app.",
    signature: "The Escouade team",
  },
  es: {
    subject: (inviter, team) => `${inviter} te invita a unirte a ${team} en Escouade`,
    intro: (inviter, team) => `${inviter} te ha invitado a unirte al equipo ${team} en Escouade.`,
    action: "Echa un vistazo al equipo y responde a la invitación:",
    expires: (days) => `La invitación es válida durante ${days} días.`,
    ignore: "Si no te interesa, ignora este correo o rechaza la invitación desde la aplicación.",
    signature: "El equipo de Escouade",
  },
  de: {
    subject: (inviter, team) => `${inviter} lädt dich ins Team ${team} auf Escouade ein`,
    intro: (inviter, team) => `${inviter} hat dich eingeladen, dem Team ${team} auf Escouade beizutreten.`,
    action: "Sieh dir das Team an und beantworte die Einladung:",
    expires: (days) => `Die Einladung ist ${days} Tage lang gültig.`,
    ignore: "Kein Interesse? Dann ignoriere diese E-Mail einfach oder lehne die Einladung in der App ab.",
    signature: "Dein Escouade-Team",
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** The e-mail that goes with a team invitation, in the invited player's language. */
export function invitationEmail(options: { to: string; lang: string; teamName: string; inviterName: string; url: string }): MailMessage {
  const t = TEXTS[isUiLanguage(options.lang) ? options.lang : "fr"];
  const { teamName: team, inviterName: inviter, url } = options;
  const text = [t.intro(inviter, team), "", t.action, url, "", t.expires(TEAM_INVITATION_DAYS), t.ignore, "", `— ${t.signature}`].join("\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f4f5f0;font-family:system-ui,sans-serif;color:#1c1f17">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#fff;border-radius:12px;padding:24px">
<tr><td><p style="font-size:20px;font-weight:700;margin:0 0 16px">Escouade</p>
<p style="margin:0 0 16px">${escapeHtml(t.intro(inviter, team))}</p>
<p style="margin:0 0 8px">${escapeHtml(t.action)}</p>
<p style="margin:0 0 16px"><a href="${escapeHtml(url)}" style="display:inline-block;background:#3f5a2b;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(team)}</a></p>
<p style="margin:0 0 8px;color:#555">${escapeHtml(t.expires(TEAM_INVITATION_DAYS))}</p>
<p style="margin:0 0 16px;color:#555">${escapeHtml(t.ignore)}</p>
<p style="margin:0;color:#555">— ${escapeHtml(t.signature)}</p></td></tr></table></body></html>`;
  return { to: options.to, subject: t.subject(inviter, team), text, html };
}
