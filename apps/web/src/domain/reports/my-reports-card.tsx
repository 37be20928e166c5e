import type { ReportState } from "@escouade/contracts/reports";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "@/components/ui/query-state.tsx";
import { Card } from "@/components/ui/card.tsx";
import { REPORT_KIND_LABELS, REPORT_OUTCOME_LABELS, REPORT_REASON_LABELS } from "./report-labels.ts";
import { LoadMore } from "@/domain/search/results.tsx";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/dates.ts";
import { useTRPC, type RouterOutputs } from "@/lib/trpc.ts";

const STATE_LABELS: Record<ReportState, MessageDescriptor> = {
  open: msg`En cours d'examen`,
  dismissed: msg`Classé sans suite`,
  actioned: msg`Traité`,
};

const STATE_TONES: Record<ReportState, string> = {
  open: "bg-muted text-muted-foreground",
  dismissed: "bg-muted text-foreground",
  actioned: "bg-primary/10 text-primary dark:bg-primary/20",
};

const badge = "shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold";

/** "Mes signalements": what the player reported, newest first, and what the moderators made of it. */
export function MyReportsCard({ lang }: { lang: string }) {
  return (
    <Card role="region" className="space-y-4" aria-labelledby="my-reports-title">
      <div className="space-y-1">
        <h2 id="my-reports-title" className="text-lg font-bold">
          <Trans>Mes signalements</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>Ce que vous avez signalé aux modérateurs, et ce qu'ils en ont fait.</Trans>
        </p>
      </div>
      <MyReportsList lang={lang} />
    </Card>
  );
}

type MyReport = RouterOutputs["reports"]["getMyReports"]["items"][number];

function MyReportsList({ lang }: { lang: string }) {
  const trpc = useTRPC();
  const reports = useInfiniteQuery(trpc.reports.getMyReports.infiniteQueryOptions({ limit: 10 }, { getNextPageParam: (page) => page.nextCursor ?? undefined }));

  return (
    <QueryState query={reports} failed={<Trans>Vos signalements n'ont pas pu être chargés.</Trans>}>
      {(data) => (
        <ReportItems
          items={data.pages.flatMap((page) => page.items)}
          lang={lang}
          more={<LoadMore hasMore={reports.hasNextPage} loading={reports.isFetchingNextPage} onLoadMore={() => void reports.fetchNextPage()} />}
        />
      )}
    </QueryState>
  );
}

function ReportItems({ items, lang, more }: { items: MyReport[]; lang: string; more: ReactNode }) {
  const { i18n } = useLingui();
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Vous n'avez encore rien signalé.</Trans>
      </p>
    );
  }
  return (
    <>
      <ul className="divide-y divide-border">
        {items.map((report) => {
          const outcome = report.outcome ? REPORT_OUTCOME_LABELS[report.outcome] : undefined;
          return (
            <li key={report.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
              <div className="min-w-0 flex-1 space-y-0.5">
                <p className="text-xs font-semibold uppercase tracking-wide text-accent">{i18n._(REPORT_KIND_LABELS[report.kind].name)}</p>
                {report.label !== null ? (
                  <p className="line-clamp-2 break-words font-semibold">{report.label}</p>
                ) : (
                  <p className="italic text-muted-foreground">
                    <Trans>Plus disponible</Trans>
                  </p>
                )}
                <p className="text-sm text-muted-foreground">
                  {i18n._(REPORT_REASON_LABELS[report.reason])} · {formatDate(report.createdAt, lang, "shortDate")}
                </p>
              </div>
              <div className="flex flex-wrap gap-1.5 sm:justify-end">
                <span className={cn(badge, STATE_TONES[report.state])}>{i18n._(STATE_LABELS[report.state])}</span>
                {outcome ? <span className={cn(badge, "bg-accent/10 text-accent dark:bg-accent/20")}>{i18n._(outcome)}</span> : null}
              </div>
            </li>
          );
        })}
      </ul>
      {more}
    </>
  );
}
