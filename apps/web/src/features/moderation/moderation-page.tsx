import type { ReportState, ReportTargetKind } from "@escouade/contracts/reports";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { Button } from "@/components/ui/button.tsx";
import { Select } from "@/components/ui/select.tsx";
import { REPORT_KIND_LABELS, REPORT_REASON_LABELS } from "@/domain/reports/report-labels.ts";
import { formatDate } from "@/lib/dates.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AuthorRecord } from "./author-record.tsx";
import { ModerationShell } from "./moderation-shell.tsx";
import { QUEUE_PAGE_SIZE, queueQuery } from "./moderation-queries.ts";
import { KINDS, STATES } from "./moderation-search.ts";
import { STATE_LABELS } from "./moderation-labels.ts";

const route = getRouteApi("/$lang/_authed/moderation/");

/** The moderators' queue: reported targets, the one reported longest ago first, filtered by kind and state. */
export function ModerationPage() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const { lang } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate({ from: "/$lang/moderation/" });
  const queue = useSuspenseQuery(queueQuery(trpc, search)).data;
  const page = search.page ?? 0;
  const pages = Math.max(1, Math.ceil(queue.total / QUEUE_PAGE_SIZE));

  return (
    <ModerationShell lang={lang} title={<Trans>Signalements</Trans>}>
      <form className="grid gap-3 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <label className="space-y-1.5 text-sm font-medium">
          <span>
            <Trans>Type</Trans>
          </span>
          <Select
            value={search.kind ?? ""}
            onChange={(event) =>
              void navigate({ search: { ...search, kind: (event.target.value || undefined) as ReportTargetKind | undefined, page: undefined } })
            }
          >
            <option value="">{t`Tous`}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(REPORT_KIND_LABELS[kind].name)}
              </option>
            ))}
          </Select>
        </label>
        <label className="space-y-1.5 text-sm font-medium">
          <span>
            <Trans>État</Trans>
          </span>
          <Select
            value={search.state ?? "open"}
            onChange={(event) => {
              const state = event.target.value as ReportState;
              void navigate({ search: { ...search, state: state === "open" ? undefined : state, page: undefined } });
            }}
          >
            {STATES.map((state) => (
              <option key={state} value={state}>
                {i18n._(STATE_LABELS[state])}
              </option>
            ))}
          </Select>
        </label>
      </form>
      <p role="status" className="text-sm text-muted-foreground">
        <Plural
          value={queue.total}
          _0="Aucun signalement ici."
          one="# contenu signalé, le plus ancien d'abord."
          other="# contenus signalés, les plus anciens d'abord."
        />
      </p>
      {queue.items.length > 0 ? (
        <ul className="space-y-3">
          {queue.items.map((item) => (
            <li key={`${item.kind}:${item.id}`}>
              <article className="space-y-2 rounded-2xl border border-border bg-card p-4 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <p className="text-xs font-semibold uppercase tracking-wide text-accent">{i18n._(REPORT_KIND_LABELS[item.kind].name)}</p>
                  <p className="text-xs text-muted-foreground">
                    <ReportedWhen first={item.firstReportedAt} last={item.lastReportedAt} lang={lang} />
                  </p>
                </div>
                <p className="font-semibold">
                  <Plural value={item.count} one="# signalement" other="# signalements" />
                  {" : "}
                  <span className="font-normal">{item.reasons.map((reason) => i18n._(REPORT_REASON_LABELS[reason])).join(", ")}</span>
                </p>
                <AuthorRecord record={item.author} lang={lang} />
                <Button asChild variant="outline" size="md">
                  <Link to="/$lang/moderation/target/$kind/$id" params={{ lang, kind: item.kind, id: item.id }}>
                    <Trans>Examiner</Trans>
                  </Link>
                </Button>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
      {pages > 1 ? (
        <nav aria-label={t`Pages`} className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={page === 0} onClick={() => void navigate({ search: { ...search, page: page - 1 || undefined } })}>
            <Trans>Précédents</Trans>
          </Button>
          <span className="text-sm text-muted-foreground">
            <Trans>
              Page {page + 1} sur {pages}
            </Trans>
          </span>
          <Button variant="outline" disabled={page + 1 >= pages} onClick={() => void navigate({ search: { ...search, page: page + 1 } })}>
            <Trans>Suivants</Trans>
          </Button>
        </nav>
      ) : null}
    </ModerationShell>
  );
}

/** When the reports came: one moment for one report (or several within the minute), else the span. */
function ReportedWhen({ first, last, lang }: { first: Date; last: Date; lang: string }) {
  const from = formatDate(first, lang, "dateTime");
  const to = formatDate(last, lang, "dateTime");
  return from === to ? (
    <Trans>Le {from}</Trans>
  ) : (
    <Trans>
      Du {from} au {to}
    </Trans>
  );
}
