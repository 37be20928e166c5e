import type { CsvExportOptions } from "@escouade/contracts/csv-export";
import type { UiLanguage } from "@escouade/contracts/languages";
import { csvDateTime, csvYesNo, toCsv } from "../../platform/csv.ts";
import type { getSides } from "./service.ts";

// The server has no Lingui catalogs: the export's headers in the four languages live here.
const HEADERS: Record<UiLanguage, readonly string[]> = {
  fr: ["Camp", "Pseudo", "Prénom", "Nom", "Équipe", "Sur place", "Arrivée"],
  en: ["Side", "Username", "First name", "Last name", "Team", "Walk-in", "Arrived"],
  es: ["Bando", "Nombre de usuario", "Nombre", "Apellidos", "Equipo", "En el campo", "Llegada"],
  de: ["Fraktion", "Benutzername", "Vorname", "Nachname", "Team", "Vor Ort", "Ankunft"],
};

/** Each side's roster as CSV, in the organizer's language and time zone: side, then team, then name. */
export function sidesCsv(screen: Awaited<ReturnType<typeof getSides>>, { lang }: CsvExportOptions) {
  const { game: g, sides, players } = screen;
  const order = new Map(sides.map((s, i) => [s.id, i]));
  const sideName = new Map(sides.map((s) => [s.id, s.name]));
  const rank = (sideId: number | null) => (sideId === null ? sides.length : (order.get(sideId) ?? sides.length));
  const sorted = [...players].sort(
    (a, b) => rank(a.sideId) - rank(b.sideId) || (a.team?.name ?? "\uffff").localeCompare(b.team?.name ?? "\uffff", lang) || a.name.localeCompare(b.name, lang),
  );
  const csv = toCsv(
    HEADERS[lang],
    sorted.map((p) => [
      p.sideId === null ? "" : (sideName.get(p.sideId) ?? ""),
      p.name,
      p.firstName ?? "",
      p.lastName ?? "",
      p.team?.name ?? "",
      csvYesNo(p.walkIn, lang),
      csvDateTime(p.checkedInAt, lang, screen.game.timeZone),
    ]),
    lang,
  );
  return { filename: `escouade-game-${g.id}-sides.csv`, csv };
}
