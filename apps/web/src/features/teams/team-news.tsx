import { teamRoleCan } from "@escouade/contracts/team-roles";
import { TEAM_POST_PHOTOS_MAX } from "@escouade/contracts/teams";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { Avatar } from "@/components/ui/avatar.tsx";
import { Button } from "@/components/ui/button.tsx";
import { RemovablePhoto } from "@/domain/media/removable-photo.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Field, FieldError } from "@/components/ui/field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { ReportButton } from "@/domain/reports/report-button.tsx";
import { LoadMore } from "@/domain/search/results.tsx";
import { config } from "@/lib/config.ts";
import { formatDate } from "@/lib/dates.ts";
import { imageUrl } from "@/lib/format.ts";
import { ACCEPT_ATTRIBUTE } from "@/lib/image-limits.ts";
import { useImageUploads } from "@/lib/use-image-uploads.ts";
import { useSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { TeamSection } from "./team-about.tsx";
import type { Team } from "./team-queries.ts";
import { useTeamAction } from "./use-team-action.ts";
import { UserText } from "@/components/ui/user-text.tsx";

/** The team's news, newest first; leaders write and delete them. */
export function TeamNews({ team, lang }: { team: Team; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = useTeamAction();
  const role = team.viewer.membership?.role ?? null;
  const canWrite = teamRoleCan(role, { post: ["create"] });
  const canDelete = teamRoleCan(role, { post: ["delete"] });
  const me = useSession()?.user.id;
  const [text, setText] = useState("");
  const [photoKeys, setPhotoKeys] = useState<string[]>([]);
  const uploads = useImageUploads();
  const photoInputId = useId();
  const left = TEAM_POST_PHOTOS_MAX - photoKeys.length - uploads.pending;

  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    const uploaded = await uploads.upload(files.slice(0, Math.max(left, 0)));
    if (files.length > Math.max(left, 0)) uploads.setError(t`${TEAM_POST_PHOTOS_MAX} photos au plus par actualité`);
    if (uploaded.length > 0) setPhotoKeys((current) => [...current, ...uploaded.map((image) => image.key)].slice(0, TEAM_POST_PHOTOS_MAX));
  }
  const create = useMutation(trpc.teams.createTeamPost.mutationOptions());
  const remove = useMutation(trpc.teams.deleteTeamPost.mutationOptions());
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
            void run(() => create.mutateAsync({ teamId: team.id, text, photoKeys }), t`Actualité publiée`).then((ok) => {
              if (!ok) return;
              setText("");
              setPhotoKeys([]);
            });
          }}
        >
          <Field label={<Trans>Nouvelle actualité</Trans>}>
            {(props) => (
              <Textarea
                {...props}
                rows={3}
                maxLength={4000}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t`Prochain entraînement, résultats, sortie de l'équipe...`}
              />
            )}
          </Field>
          {photoKeys.length > 0 ? (
            <ul className="grid grid-cols-4 gap-2">
              {photoKeys.map((key, index) => (
                <RemovablePhoto
                  key={key}
                  src={uploads.src(key, "thumb")}
                  index={index}
                  onRemove={() => setPhotoKeys((current) => current.filter((other) => other !== key))}
                />
              ))}
            </ul>
          ) : null}
          <div className="flex flex-wrap items-center gap-2">
            <Button type="submit" disabled={create.isPending || uploads.pending > 0 || !text.trim()}>
              <Trans>Publier</Trans>
            </Button>
            {left > 0 || uploads.pending > 0 ? (
              <label
                htmlFor={photoInputId}
                className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-input bg-card px-4 text-sm font-semibold hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
              >
                <input
                  id={photoInputId}
                  type="file"
                  accept={ACCEPT_ATTRIBUTE}
                  multiple
                  className="sr-only"
                  disabled={uploads.pending > 0}
                  onChange={(event) => void addPhotos(event)}
                />
                {uploads.pending > 0 ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <ImagePlus className="size-4" aria-hidden />}
                {uploads.pending > 0 ? (
                  <Trans>Envoi...</Trans>
                ) : (
                  <Trans>
                    Ajouter des photos ({photoKeys.length} sur {TEAM_POST_PHOTOS_MAX})
                  </Trans>
                )}
              </label>
            ) : null}
          </div>
          <FieldError>{uploads.error}</FieldError>
        </form>
      ) : null}
      {posts.data && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Pas encore d'actualité.</Trans>
        </p>
      ) : null}
      <ul className="space-y-3">
        {items.map((post) => (
          <li key={post.id} className="space-y-2 rounded-xl border border-border p-3">
            <div className="flex items-center gap-2">
              <Avatar avatar={post.author?.avatar ?? null} username={post.author?.username ?? "?"} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{post.author?.username}</p>
                <p className="text-xs text-muted-foreground">{formatDate(post.createdAt, lang, "dateTime")}</p>
              </div>
              <ReportButton target={{ kind: "team_post", id: post.id }} mine={post.author?.userId === me} iconOnly />
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
            <UserText text={post.text} />
            {post.photoKeys.length > 0 ? (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {post.photoKeys.map((key, index) => (
                  <li key={key}>
                    <a href={imageUrl(config.mediaUrl, key, "large")} target="_blank" rel="noreferrer">
                      <img
                        src={imageUrl(config.mediaUrl, key, "thumb")}
                        alt={t`Photo ${index + 1} de l'actualité`}
                        loading="lazy"
                        className="aspect-square w-full rounded-lg object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={posts.hasNextPage} loading={posts.isFetchingNextPage} onLoadMore={() => void posts.fetchNextPage()} />
    </TeamSection>
  );
}
