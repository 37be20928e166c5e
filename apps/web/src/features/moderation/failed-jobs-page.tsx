import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { formatDate } from "@/lib/dates.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { failedJobsQuery } from "./moderation-queries.ts";
import { ModerationShell } from "./moderation-shell.tsx";

const route = getRouteApi("/$lang/_authed/moderation/jobs");

/** What each queue carries, in words; a queue added later shows its name. */
const QUEUE_LABELS: Record<string, MessageDescriptor> = {
  "notification-email": msg`E-mail de notification`,
  push: msg`Notification sur téléphone`,
  "team-invitation-email": msg`E-mail d'invitation dans une équipe`,
  "game-reminder-sweep": msg`Rappels des parties du lendemain`,
  "carpool-sweep": msg`Nettoyage des covoiturages`,
  "inactive-account-sweep": msg`Comptes inactifs`,
};

/**
 * Background work that failed its last attempt (docs/decisions/033): what it was, how many times
 * it was tried, and the last error, as the server wrote it, for whoever runs the server.
 */
export function FailedJobsPage() {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const { lang } = route.useParams();
  const jobs = useSuspenseQuery(failedJobsQuery(trpc)).data;

  return (
    <ModerationShell lang={lang} title={<Trans>Tâches en échec</Trans>}>
      <p role="status" className="text-sm text-muted-foreground">
        <Plural
          value={jobs.length}
          _0="Aucune tâche en échec : tous les e-mails et notifications sont partis."
          one="# tâche a échoué à chacune de ses tentatives, la plus récente d'abord. Elle reste ici 30 jours."
          other="# tâches ont échoué à chacune de leurs tentatives, les plus récentes d'abord. Elles restent ici 30 jours."
        />
      </p>
      {jobs.length > 0 ? (
        <ul className="space-y-2" aria-label={t`Tâches en échec`}>
          {jobs.map((job) => {
            const label = QUEUE_LABELS[job.queue];
            return (
              <li key={job.id} className="space-y-1 rounded-2xl border border-border bg-card px-4 py-3 text-sm shadow-sm">
                <p className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-semibold">{label ? i18n._(label) : job.queue}</span>
                  {job.failedAt ? <span className="text-xs text-muted-foreground">{formatDate(job.failedAt, lang, "dateTime")}</span> : null}
                </p>
                <p className="text-muted-foreground">
                  <Plural value={job.attempts} one="# tentative" other="# tentatives" />
                  {" · "}
                  <Trans>demandée le {formatDate(job.createdAt, lang, "dateTime")}</Trans>
                </p>
                {job.error ? <p className="break-words font-mono text-xs">{job.error}</p> : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </ModerationShell>
  );
}
