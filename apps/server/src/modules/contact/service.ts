import { CONTACT_RATE_LIMIT_PER_HOUR, type SendContactMessageData } from "@escouade/contracts/contact";
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { contactMessage } from "../../db/schema/index.ts";
import type { Mailer } from "../../platform/mail.ts";
import { AppError } from "../../core/app-error.ts";

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  supportEmail: string;
  log: { error(obj: object, msg: string): void };
}

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function detailsOf(input: SendContactMessageData): Record<string, string> {
  return input.kind === "contact" ? { topic: input.topic } : { organization: input.organization, partnerType: input.partnerType, city: input.city };
}

/**
 * A visitor writes to us: stored first (nothing is lost if mail fails), then e-mailed to support
 * with Reply-To-able details. Bots that fill the hidden field get a success and store nothing.
 */
export async function sendContactMessage(deps: ContactDeps, sender: { userId: string | null; clientIp: string }, input: SendContactMessageData) {
  if (input.website.trim() !== "") return { ok: true };
  const hourAgo = new Date(Date.now() - 3600_000);
  const [{ recent } = { recent: 0 }] = await deps.db
    .select({ recent: sql<number>`count(*)::int` })
    .from(contactMessage)
    .where(
      and(gt(contactMessage.createdAt, hourAgo), or(eq(contactMessage.clientIp, sender.clientIp), sql`lower(${contactMessage.email}) = lower(${input.email})`)),
    );
  if (recent >= CONTACT_RATE_LIMIT_PER_HOUR) throw new AppError("RATE_LIMITED");

  const details = detailsOf(input);
  await deps.db
    .insert(contactMessage)
    .values({ kind: input.kind, name: input.name, email: input.email, message: input.message, details, userId: sender.userId, clientIp: sender.clientIp });

  const lines = [`${input.name} <${input.email}>`, ...Object.entries(details).map(([k, v]) => `${k}: ${v}`), "", input.message];
  const subject = input.kind === "partner" ? `[Escouade] Partenariat : ${input.organization}` : `[Escouade] Contact (${input.topic}) : ${input.name}`;
  try {
    await deps.mailer.send({
      to: deps.supportEmail,
      subject,
      text: lines.join("\n"),
      html: `<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(lines.join("\n"))}</pre>`,
    });
  } catch (error) {
    // Stored already: support reads it from the table when mail is down.
    deps.log.error({ err: error }, "contact message stored but not e-mailed");
  }
  return { ok: true };
}
