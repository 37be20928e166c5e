import type { CsvExportOptions } from "@escouade/contracts/csv-export";
import type { PaymentStatus } from "@escouade/contracts/games";
import type { UiLanguage } from "@escouade/contracts/languages";
import { toE164 } from "@escouade/contracts/phone-numbers";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { member, organization, profile } from "../../db/schema/index.ts";
import { answerText } from "@escouade/contracts/registration-questions";
import { csvDateTime, csvYesNo, POWER_CLASS_WORDS, toCsv, YES_NO } from "../../platform/csv.ts";
import type { getGameRegistrations } from "./service.ts";

interface RegistrationsCsvTexts {
  header: readonly string[];
  status: Record<"confirmed" | "waitlisted" | "pending", string>;
  payment: Record<PaymentStatus, string>;
}

// The server has no Lingui catalogs: the export's words in the four languages live here. In
// French, a status is the registration's ("inscription confirmée"), a payment the payment's.
const TEXTS: Record<UiLanguage, RegistrationsCsvTexts> = {
  fr: {
    header: [
      "Pseudo",
      "Prénom",
      "Nom",
      "Équipe",
      "E-mail",
      "Téléphone",
      "Statut",
      "Paiement",
      "Répliques",
      "Date d'inscription",
      "Règlement accepté",
      "Sur place",
      "Arrivée",
    ],
    status: { confirmed: "Confirmée", waitlisted: "En liste d'attente", pending: "À valider" },
    payment: { paid: "Payé", unpaid: "Non payé", exempt: "Exempté", refunded: "Remboursé" },
  },
  en: {
    header: [
      "Username",
      "First name",
      "Last name",
      "Team",
      "Email",
      "Phone",
      "Status",
      "Payment",
      "Replicas",
      "Registered",
      "Rules accepted",
      "Walk-in",
      "Arrived",
    ],
    status: { confirmed: "Confirmed", waitlisted: "Waitlisted", pending: "Awaiting approval" },
    payment: { paid: "Paid", unpaid: "Unpaid", exempt: "Exempt", refunded: "Refunded" },
  },
  es: {
    header: [
      "Nombre de usuario",
      "Nombre",
      "Apellidos",
      "Equipo",
      "Correo electrónico",
      "Teléfono",
      "Estado",
      "Pago",
      "Réplicas",
      "Fecha de inscripción",
      "Normas aceptadas",
      "En el campo",
      "Llegada",
    ],
    status: { confirmed: "Confirmada", waitlisted: "En lista de espera", pending: "Pendiente de aprobación" },
    payment: { paid: "Pagado", unpaid: "No pagado", exempt: "Exento", refunded: "Reembolsado" },
  },
  de: {
    header: [
      "Benutzername",
      "Vorname",
      "Nachname",
      "Team",
      "E-Mail",
      "Telefon",
      "Status",
      "Zahlung",
      "Repliken",
      "Angemeldet am",
      "Regeln akzeptiert",
      "Vor Ort",
      "Ankunft",
    ],
    status: { confirmed: "Bestätigt", waitlisted: "Auf der Warteliste", pending: "Wartet auf Freigabe" },
    payment: { paid: "Bezahlt", unpaid: "Nicht bezahlt", exempt: "Befreit", refunded: "Erstattet" },
  },
};

/** Each registrant's country (to place a national phone number) and team, if any: a player is in one team at most (member_user_id_idx). */
async function countriesAndTeams(db: Db, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { country: string; team: string | null }>();
  const rows = await db
    .select({ userId: profile.userId, country: profile.country, team: organization.name })
    .from(profile)
    .leftJoin(member, eq(member.userId, profile.userId))
    .leftJoin(organization, eq(organization.id, member.organizationId))
    .where(inArray(profile.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { country: r.country, team: r.team }]));
}

/** The registrations page as a spreadsheet, in the organizer's language and time zone. */
export async function registrationsCsv(db: Db, page: Awaited<ReturnType<typeof getGameRegistrations>>, { lang }: CsvExportOptions) {
  const { game: g, registrations } = page;
  const accounts = await countriesAndTeams(
    db,
    registrations.flatMap((r) => (r.userId ? [r.userId] : [])),
  );
  const texts = TEXTS[lang];
  const csv = toCsv(
    // One column per question the game asks, headed by the question as the organizer wrote it.
    [...texts.header, ...g.questions.map((q) => q.label)],
    registrations.map((r) => {
      const account = r.userId ? accounts.get(r.userId) : undefined;
      return [
        // A walk-in has no account: the name they gave at the field stands in the first column.
        r.username ?? r.guestName ?? "",
        r.firstName ?? "",
        r.lastName ?? "",
        account?.team ?? "",
        r.email ?? "",
        // A number that cannot be placed is written as the player typed it.
        r.phone ? (toE164(r.phone, account?.country ?? null) ?? r.phone) : "",
        texts.status[r.status as "confirmed" | "waitlisted" | "pending"],
        texts.payment[r.paymentStatus],
        r.replicas.map((rep) => `${POWER_CLASS_WORDS[lang][rep.powerClass]} ${rep.fps} fps${rep.name ? ` (${rep.name})` : ""}`).join("; "),
        csvDateTime(r.createdAt, lang, page.game.timeZone),
        // Blank until the player accepted the rules as they stand (an older version is not enough).
        csvDateTime(r.rulesAcceptedVersion === g.rulesVersion ? r.rulesAcceptedAt : null, lang, page.game.timeZone),
        csvYesNo(r.userId === null, lang),
        csvDateTime(r.checkedInAt, lang, page.game.timeZone),
        ...g.questions.map((q) => answerText(r.answers[q.id], YES_NO[lang])),
      ];
    }),
    lang,
  );
  return { filename: `escouade-game-${g.id}-registrations.csv`, csv };
}
