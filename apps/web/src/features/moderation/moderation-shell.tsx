import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { activeTabClass, tabLinkClass, TabNav } from "@/components/ui/tab-nav.tsx";
import { useSession } from "@/lib/session.ts";
import { isAdmin } from "@/domain/moderation/site-roles.ts";

/** The moderation pages' heading and tabs: reports, shops waiting, claims on places, and for admins the log, the moderators and the failed background jobs. */
export function ModerationShell({ lang, title, children }: { lang: string; title: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const session = useSession();
  const admin = session ? isAdmin(session.user) : false;
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <header className="space-y-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-accent">
          <Trans>Modération</Trans>
        </p>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
      </header>
      <TabNav label={t`Sections de la modération`}>
        <Link
          to="/$lang/moderation"
          params={{ lang }}
          activeOptions={{ exact: true, includeSearch: false }}
          className={tabLinkClass}
          activeProps={{ className: activeTabClass }}
        >
          <Trans>Signalements</Trans>
        </Link>
        <Link to="/$lang/moderation/shops" params={{ lang }} className={tabLinkClass} activeProps={{ className: activeTabClass }}>
          <Trans>Boutiques à valider</Trans>
        </Link>
        <Link to="/$lang/moderation/claims" params={{ lang }} className={tabLinkClass} activeProps={{ className: activeTabClass }}>
          <Trans>Revendications</Trans>
        </Link>
        {admin ? (
          <>
            <Link
              to="/$lang/moderation/log"
              params={{ lang }}
              activeOptions={{ includeSearch: false }}
              className={tabLinkClass}
              activeProps={{ className: activeTabClass }}
            >
              <Trans>Journal</Trans>
            </Link>
            <Link to="/$lang/moderation/moderators" params={{ lang }} className={tabLinkClass} activeProps={{ className: activeTabClass }}>
              <Trans>Modérateurs</Trans>
            </Link>
            <Link to="/$lang/moderation/jobs" params={{ lang }} className={tabLinkClass} activeProps={{ className: activeTabClass }}>
              <Trans>Tâches en échec</Trans>
            </Link>
          </>
        ) : null}
      </TabNav>
      {children}
    </div>
  );
}
