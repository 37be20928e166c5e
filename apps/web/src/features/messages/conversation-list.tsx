import { Trans } from "@lingui/react/macro";
import { useSuspenseInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "@/components/ui/button.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { ConversationItem } from "./conversation-item.tsx";
import { conversationsQuery } from "./messages-queries.ts";
import type { MessagesSearch } from "./messages-search.ts";

/** One folder of conversations, most recent first, with "more" at the end. */
export function ConversationList({ lang, search, activeId }: { lang: string; search: MessagesSearch; activeId: number | null }) {
  const trpc = useTRPC();
  const folder = search.folder ?? "inbox";
  const { data, hasNextPage, fetchNextPage, isFetchingNextPage } = useSuspenseInfiniteQuery(conversationsQuery(trpc, folder));
  const conversations = data.pages.flatMap((page) => page.items);
  if (!conversations.length) return <EmptyFolder lang={lang} requests={folder === "requests"} />;
  return (
    <div className="min-h-0 flex-1 overflow-y-auto">
      <ul className="space-y-1">
        {conversations.map((conversation) => (
          <ConversationItem key={conversation.id} conversation={conversation} lang={lang} search={search} active={conversation.id === activeId} />
        ))}
      </ul>
      {hasNextPage ? (
        <Button variant="ghost" className="mt-2 w-full" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          <Trans>Conversations plus anciennes</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function EmptyFolder({ lang, requests }: { lang: string; requests: boolean }) {
  return (
    <div className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
      {requests ? (
        <p>
          <Trans>Aucune demande. Les premiers messages de joueurs qui ne sont pas vos amis arrivent ici : vous choisissez d'y répondre ou non.</Trans>
        </p>
      ) : (
        <div className="space-y-3">
          <p>
            <Trans>
              Aucune conversation pour l'instant. Écrivez à un joueur depuis son profil ou la recherche de joueurs ; la discussion de votre équipe et celles de
              vos parties apparaissent ici dès le premier message.
            </Trans>
          </p>
          <Button asChild variant="outline">
            <Link to="/$lang/search/players" params={{ lang }}>
              <Trans>Trouver des joueurs</Trans>
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
