import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { Button } from "@/components/ui/button.tsx";
import { REPORT_KIND_LABELS } from "@/domain/reports/report-labels.ts";
import { formatDate } from "@/lib/dates.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { ACTION_LABELS } from "./moderation-labels.ts";
import { AUDIT_PAGE_SIZE, auditLogQuery } from "./moderation-queries.ts";
import { ModerationShell } from "./moderation-shell.tsx";

const route = getRouteApi("/$lang/_authed/moderation/log");

/** Every moderator's and admin's action, newest first; a name filters the log by that moderator or player. */
export function AuditLogPage() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const { lang } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate({ from: "/$lang/moderation/log" });
  const log = useSuspenseQuery(auditLogQuery(trpc, search)).data;
  const page = search.page ?? 0;
  const pages = Math.max(1, Math.ceil(log.total / AUDIT_PAGE_SIZE));
  const filtered = search.moderatorId !== undefined || search.targetUserId !== undefined;

  return (
    <ModerationShell lang={lang} title={<Trans>Journal</Trans>}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm text-muted-foreground">
          <Plural value={log.total} _0="Aucune action." one="# action, la plus récente d'abord." other="# actions, les plus récentes d'abord." />
        </p>
        {filtered ? (
          <Button variant="outline" onClick={() => void navigate({ search: {} })}>
            <Trans>Tout afficher</Trans>
          </Button>
        ) : null}
      </div>
      <ul className="space-y-2" aria-label={t`Actions de modération`}>
        {log.items.map((entry) => (
          <li key={entry.id} className="space-y-1 rounded-2xl border border-border bg-card px-4 py-3 text-sm shadow-sm">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{i18n._(ACTION_LABELS[entry.action])}</span>
              <span className="text-xs text-muted-foreground">{formatDate(entry.createdAt, lang, "dateTime")}</span>
            </p>
            <p className="text-muted-foreground">
              {entry.moderator ? (
                <Trans>
                  Par{" "}
                  <Link
                    to="/$lang/moderation/log"
                    params={{ lang }}
                    search={{ moderatorId: entry.moderator.id }}
                    className="font-medium text-foreground underline-offset-2 hover:underline"
                  >
                    {entry.moderator.username ?? "—"}
                  </Link>
                </Trans>
              ) : null}
              {entry.targetUser ? (
                <>
                  {" · "}
                  <Trans>
                    Joueur{" "}
                    <Link
                      to="/$lang/moderation/log"
                      params={{ lang }}
                      search={{ targetUserId: entry.targetUser.id }}
                      className="font-medium text-foreground underline-offset-2 hover:underline"
                    >
                      {entry.targetUser.username ?? "—"}
                    </Link>
                  </Trans>
                </>
              ) : null}
              {entry.targetKind ? <> · {i18n._(REPORT_KIND_LABELS[entry.targetKind].name)}</> : null}
              {entry.endsAt ? (
                <>
                  {" · "}
                  <Trans>jusqu'au {formatDate(entry.endsAt, lang, "dateTime")}</Trans>
                </>
              ) : null}
            </p>
            {entry.reason ? <p className="whitespace-pre-wrap break-words">{entry.reason}</p> : null}
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <nav aria-label={t`Pages`} className="flex items-center justify-between gap-2">
          <Button variant="outline" disabled={page === 0} onClick={() => void navigate({ search: { ...search, page: page - 1 || undefined } })}>
            <Trans>Plus récentes</Trans>
          </Button>
          <span className="text-sm text-muted-foreground">
            <Trans>
              Page {page + 1} sur {pages}
            </Trans>
          </span>
          <Button variant="outline" disabled={page + 1 >= pages} onClick={() => void navigate({ search: { ...search, page: page + 1 } })}>
            <Trans>Plus anciennes</Trans>
          </Button>
        </nav>
      ) : null}
    </ModerationShell>
  );
}
