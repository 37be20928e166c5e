import { Trans, useLingui } from "@lingui/react/macro";
import { getRouteApi, Link, Outlet, useMatch } from "@tanstack/react-router";
import { Suspense } from "react";
import { UnreadBadge } from "@/components/ui/unread-badge.tsx";
import { cn } from "@/lib/cn.ts";
import { ConversationList } from "./conversation-list.tsx";
import { useMessageRequests } from "./messages-queries.ts";

const route = getRouteApi("/$lang/_authed/messages");

/**
 * The list and the open thread: side by side from a large screen; on a phone the list is one
 * screen and the thread another (with its back button).
 */
export function MessagesLayout() {
  const { t } = useLingui();
  const { lang } = route.useParams();
  const search = route.useSearch();
  const thread = useMatch({ from: "/$lang/_authed/messages/$conversationId", shouldThrow: false });
  const activeId = thread?.params.conversationId ?? null;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:h-[calc(100dvh-9rem)] lg:min-h-[26rem] lg:grid-cols-[22rem_minmax(0,1fr)]">
      <section aria-labelledby="messages-title" className={cn("flex min-h-0 flex-col gap-4", activeId !== null && "hidden lg:flex")}>
        <h1 id="messages-title" className="text-2xl font-bold">
          <Trans>Messages</Trans>
        </h1>
        <FolderTabs lang={lang} requestsOpen={search.folder === "requests"} />
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t`Chargement...`}</p>}>
          <ConversationList lang={lang} search={search} activeId={activeId} />
        </Suspense>
      </section>
      <div className={cn("min-h-0", activeId === null && "hidden lg:block")}>
        <Outlet />
      </div>
    </div>
  );
}

function FolderTabs({ lang, requestsOpen }: { lang: string; requestsOpen: boolean }) {
  const { t } = useLingui();
  const requests = useMessageRequests();
  const tab = (active: boolean) =>
    cn(
      "flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg px-3 text-sm font-medium transition",
      active ? "bg-card shadow-sm" : "text-muted-foreground hover:text-foreground",
    );
  return (
    <nav aria-label={t`Dossiers`} className="flex gap-1 rounded-xl bg-muted p-1">
      <Link
        to="/$lang/messages"
        params={{ lang }}
        search={{}}
        className={tab(!requestsOpen)}
        aria-current={!requestsOpen ? "page" : undefined}
        activeOptions={{ exact: true, includeSearch: true }}
      >
        <Trans>Boîte de réception</Trans>
      </Link>
      <Link
        to="/$lang/messages"
        params={{ lang }}
        search={{ folder: "requests" }}
        className={tab(requestsOpen)}
        aria-current={requestsOpen ? "page" : undefined}
      >
        <Trans>Demandes</Trans>
        {requests > 0 ? (
          <>
            <UnreadBadge count={requests} />
            <span className="sr-only">{t`(${requests} en attente)`}</span>
          </>
        ) : null}
      </Link>
    </nav>
  );
}
