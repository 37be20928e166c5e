import { roundJoules, type ChronoRefusal, type ChronoVerdictValue } from "@escouade/contracts/chrono";
import type { CsvExportOptions } from "@escouade/contracts/csv-export";
import type { UiLanguage } from "@escouade/contracts/languages";
import { csvDateTime, csvDecimal, csvYesNo, POWER_CLASS_WORDS, toCsv } from "../../platform/csv.ts";
import type { getChronoLog } from "./service.ts";

interface ChronoCsvTexts {
  header: readonly string[];
  verdict: Record<ChronoVerdictValue, string>;
  reason: Record<ChronoRefusal, string>;
}

// The server has no Lingui catalogs: the export's words in the four languages live here. In
// French, a verdict is the replica's ("réplique refusée, trop puissante"), as on the chrono page.
const TEXTS: Record<UiLanguage, ChronoCsvTexts> = {
  fr: {
    header: [
      "Joueur",
      "Sur place",
      "Réplique",
      "Type",
      "FPS",
      "Poids de la bille (g)",
      "Joules",
      "Joules min.",
      "Joules max.",
      "Verdict",
      "Motif",
      "Re-test",
      "Dernière mesure",
      "Date de mesure",
      "Remarque",
    ],
    verdict: { passed: "Conforme", refused: "Refusée" },
    reason: { over_max: "Trop puissante", under_min: "Trop faible" },
  },
  en: {
    header: [
      "Player",
      "Walk-in",
      "Replica",
      "Type",
      "FPS",
      "BB weight (g)",
      "Joules",
      "Min joules",
      "Max joules",
      "Verdict",
      "Reason",
      "Re-test",
      "Latest",
      "Measured",
      "Note",
    ],
    verdict: { passed: "Passed", refused: "Refused" },
    reason: { over_max: "Too powerful", under_min: "Too weak" },
  },
  es: {
    header: [
      "Jugador",
      "En el campo",
      "Réplica",
      "Tipo",
      "FPS",
      "Peso de la bola (g)",
      "Julios",
      "Julios mín.",
      "Julios máx.",
      "Veredicto",
      "Motivo",
      "Nueva prueba",
      "Última medición",
      "Fecha de medición",
      "Nota",
    ],
    verdict: { passed: "Conforme", refused: "Rechazada" },
    reason: { over_max: "Demasiado potente", under_min: "Demasiado débil" },
  },
  de: {
    header: [
      "Spieler",
      "Vor Ort",
      "Replik",
      "Typ",
      "FPS",
      "BB-Gewicht (g)",
      "Joule",
      "Min. Joule",
      "Max. Joule",
      "Ergebnis",
      "Grund",
      "Nachmessung",
      "Letzte Messung",
      "Gemessen am",
      "Notiz",
    ],
    verdict: { passed: "Zugelassen", refused: "Abgelehnt" },
    reason: { over_max: "Zu stark", under_min: "Zu schwach" },
  },
};

/** Every reading of the log, oldest first per player and replica, for a spreadsheet or the field's records. */
export function chronoCsv(log: Awaited<ReturnType<typeof getChronoLog>>, { lang }: CsvExportOptions) {
  const { game: g, players, limits } = log;
  const texts = TEXTS[lang];
  const joules = (value: number) => csvDecimal(roundJoules(value), 3, lang);
  const rows = players.flatMap((player) =>
    player.replicas.flatMap((replica) => {
      const limit = limits[replica.powerClass];
      return [...replica.history]
        .reverse()
        .map((reading) => [
          player.name,
          csvYesNo(player.walkIn, lang),
          replica.name,
          POWER_CLASS_WORDS[lang][replica.powerClass],
          String(reading.fps),
          csvDecimal(reading.bbGrams, 2, lang),
          joules(reading.joules),
          limit.minJoules === null ? "" : joules(limit.minJoules),
          joules(limit.maxJoules),
          texts.verdict[reading.verdict],
          reading.reason ? texts.reason[reading.reason] : "",
          csvYesNo(reading.retest, lang),
          csvYesNo(reading.id === replica.latest?.id, lang),
          csvDateTime(reading.measuredAt, lang, log.game.timeZone),
          reading.note,
        ]);
    }),
  );
  return { filename: `escouade-game-${g.id}-chrono.csv`, csv: toCsv(texts.header, rows, lang) };
}
