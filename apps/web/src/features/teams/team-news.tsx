import { teamRoleCan } from "@escouade/contracts/team-roles";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { format } from "date-fns";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Field } from "@/components/ui/field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { LoadMore } from "@/domain/search/results.tsx";
import { dateFnsLocale } from "@/lib/format.ts";
import { trpc } from "@/lib/trpc.ts";
import { TeamSection } from "./team-about.tsx";
import type { Team } from "./team-queries.ts";
import { useTeamAction } from "./use-team-action.ts";

const options = { meta: { handlesError: true } };

/** The team's news, newest first; leaders write and delete them. */
export function TeamNews({ team, lang }: { team: Team; lang: string }) {
  const { t } = useLingui();
  const run = useTeamAction();
  const role = team.viewer.membership?.role ?? null;
  const canWrite = teamRoleCan(role, { post: ["create"] });
  const canDelete = teamRoleCan(role, { post: ["delete"] });
  const [text, setText] = useState("");
  const create = useMutation(trpc.teams.createTeamPost.mutationOptions(options));
  const remove = useMutation(trpc.teams.deleteTeamPost.mutationOptions(options));
  const posts = useInfiniteQuery(
    trpc.teams.getTeamPosts.infiniteQueryOptions({ teamId: team.id, limit: 10 }, { getNextPageParam: (page) => page.nextCursor ?? undefined }),
  );
  const items = posts.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <TeamSection title={<Trans>Actualités</Trans>}>
      {canWrite ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            void run(() => create.mutateAsync({ teamId: team.id, text }), t`Actualité publiée`).then((ok) => ok && setText(""));
          }}
        >
          <Field label={<Trans>Nouvelle actualité</Trans>}>
            {(props) => <Textarea {...props} rows={3} maxLength={4000} value={text} onChange={(event) => setText(event.target.value)} placeholder={t`Prochain entraînement, résultats, sortie de l'équipe...`} />}
          </Field>
          <Button type="submit" disabled={create.isPending || !text.trim()}>
            <Trans>Publier</Trans>
          </Button>
        </form>
      ) : null}
      {posts.data && items.length === 0 ? <p className="text-sm text-muted-foreground"><Trans>Pas encore d'actualité.</Trans></p> : null}
      <ul className="space-y-3">
        {items.map((post) => (
          <li key={post.id} className="space-y-2 rounded-xl border border-border p-3">
            <div className="flex items-center gap-2">
              <Avatar avatar={post.author?.avatar ?? null} username={post.author?.username ?? "?"} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{post.author?.username}</p>
                <p className="text-xs text-muted-foreground">{format(post.createdAt, "d MMM yyyy · p", { locale: dateFnsLocale(lang) })}</p>
              </div>
              {canDelete ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={t`Supprimer l'actualité`}>
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  }
                  title={<Trans>Supprimer cette actualité ?</Trans>}
                  description={<Trans>Elle disparaîtra de la page de l'équipe.</Trans>}
                  confirmLabel={<Trans>Supprimer</Trans>}
                  onConfirm={() => void run(() => remove.mutateAsync({ postId: post.id }), t`Actualité supprimée`)}
                />
              ) : null}
            </div>
            <p className="whitespace-pre-line">{post.text}</p>
          </li>
        ))}
      </ul>
      <LoadMore hasMore={posts.hasNextPage} loading={posts.isFetchingNextPage} onLoadMore={() => void posts.fetchNextPage()} />
    </TeamSection>
  );
}
