import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft } from "lucide-react";
import { REPORT_KIND_LABELS, REPORT_REASON_LABELS } from "@/domain/reports/report-labels.ts";
import { formatDate } from "@/lib/dates.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AuthorRecord } from "./author-record.tsx";
import { ModerationActions } from "./moderation-actions.tsx";
import { STATE_LABELS } from "./moderation-labels.ts";
import { targetQuery } from "./moderation-queries.ts";
import { ModerationShell } from "./moderation-shell.tsx";
import { TargetContent } from "./target-content.tsx";
import type { ReportTargetKind } from "@escouade/contracts/reports";

const route = getRouteApi("/$lang/_authed/moderation/target/$kind/$id");

/** One reported target: what it says in its context, every report on it, its author's record, the decisions. */
export function ModerationTargetPage() {
  const trpc = useTRPC();
  const { i18n } = useLingui();
  const { lang, kind, id } = route.useParams() as { lang: string; kind: ReportTargetKind; id: string };
  const target = useSuspenseQuery(targetQuery(trpc, kind, id)).data;
  const open = target.reports.filter((report) => report.state === "open").length;

  return (
    <ModerationShell lang={lang} title={i18n._(REPORT_KIND_LABELS[kind].name)}>
      <Link
        to="/$lang/moderation"
        params={{ lang }}
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline-offset-2 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Retour aux signalements</Trans>
      </Link>
      <section aria-labelledby="reported-content" className="space-y-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="reported-content" className="text-lg font-bold">
          <Trans>Contenu signalé</Trans>
        </h2>
        {target.removedAt ? (
          <p className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
            <Trans>
              Retiré le {formatDate(target.removedAt, lang, "dateTime")} : {target.removedReason}
            </Trans>
          </p>
        ) : null}
        <TargetContent content={target.content} lang={lang} />
        <div className="border-t border-border pt-3">
          <h3 className="mb-1 font-semibold">
            <Trans>Auteur</Trans>
          </h3>
          <AuthorRecord record={target.author} lang={lang} />
        </div>
      </section>
      <section aria-labelledby="reports-list" className="space-y-3 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
        <h2 id="reports-list" className="text-lg font-bold">
          <Plural value={open} _0="Aucun signalement à traiter" one="# signalement à traiter" other="# signalements à traiter" />
        </h2>
        <ul className="space-y-2">
          {target.reports.map((report) => (
            <li key={report.id} className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
              <p className="font-semibold">
                {i18n._(REPORT_REASON_LABELS[report.reason])}
                <span className="ml-2 font-normal text-muted-foreground">
                  {formatDate(report.createdAt, lang, "dateTime")} · {i18n._(STATE_LABELS[report.state])}
                </span>
              </p>
              {report.details ? <p className="whitespace-pre-wrap break-words">{report.details}</p> : null}
            </li>
          ))}
        </ul>
      </section>
      <ModerationActions lang={lang} kind={kind} id={id} author={target.author} removed={target.removedAt !== null} />
    </ModerationShell>
  );
}
