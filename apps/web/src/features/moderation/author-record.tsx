import type { ModerationRecord } from "@escouade/contracts/moderation";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { formatDate } from "@/lib/dates.ts";
import { ROLE_LABELS } from "./moderation-labels.ts";

/** The author's standing, beside what was reported: warnings, suspensions, reports, a ban now. */
export function AuthorRecord({ record, lang }: { record: ModerationRecord | null; lang: string }) {
  const { i18n } = useLingui();
  if (!record) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Auteur inconnu (compte supprimé)</Trans>
      </p>
    );
  }
  const name = record.username ?? "—";
  const role = record.role ? ROLE_LABELS[record.role] : undefined;
  return (
    <div className="space-y-1 text-sm">
      <p>
        <Link to="/$lang/user/$userId" params={{ lang, userId: record.userId }} className="font-semibold underline-offset-2 hover:underline">
          {name}
        </Link>
        {role ? <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs">{i18n._(role)}</span> : null}
      </p>
      <p className="text-muted-foreground">
        <Plural value={record.warnings} _0="Aucun avertissement" one="# avertissement" other="# avertissements" />
        {" · "}
        <Plural value={record.suspensions} _0="aucune suspension" one="# suspension" other="# suspensions" />
        {" · "}
        <Plural value={record.reports} _0="aucun signalement" one="# signalement reçu" other="# signalements reçus" />
      </p>
      {record.banned ? (
        <p className="font-semibold text-destructive">
          {record.banExpires ? <Trans>Compte suspendu jusqu'au {formatDate(record.banExpires, lang, "dateTime")}</Trans> : <Trans>Compte banni</Trans>}
        </p>
      ) : null}
    </div>
  );
}
