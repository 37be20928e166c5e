import { PLACE_LIMITS } from "@escouade/contracts/places";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { ImagePlus, LoaderCircle, Trash2 } from "lucide-react";
import { useId, useState, type ChangeEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { RemovablePhoto } from "@/domain/media/removable-photo.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Field, FieldError } from "@/components/ui/field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { UserText } from "@/components/ui/user-text.tsx";
import { ReportButton } from "@/domain/reports/report-button.tsx";
import { LoadMore } from "@/domain/search/results.tsx";
import { config } from "@/lib/config.ts";
import { formatDate } from "@/lib/dates.ts";
import { imageUrl } from "@/lib/format.ts";
import { ACCEPT_ATTRIBUTE } from "@/lib/image-limits.ts";
import { useImageUploads } from "@/lib/use-image-uploads.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { usePlaceAction } from "./use-place-action.ts";

/** A place's news, newest first: its owners write them, and its followers are told of each. */
export function PlaceNews({ shopId, lang, owner }: { shopId: number; lang: string; owner: boolean }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = usePlaceAction();
  const [text, setText] = useState("");
  const [photoKeys, setPhotoKeys] = useState<string[]>([]);
  const uploads = useImageUploads();
  const photoInputId = useId();
  const left = PLACE_LIMITS.newsPhotosMax - photoKeys.length - uploads.pending;

  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    const uploaded = await uploads.upload(files.slice(0, Math.max(left, 0)));
    if (files.length > Math.max(left, 0)) uploads.setError(t`${PLACE_LIMITS.newsPhotosMax} photos au plus par actualité`);
    if (uploaded.length > 0) setPhotoKeys((current) => [...current, ...uploaded.map((image) => image.key)].slice(0, PLACE_LIMITS.newsPhotosMax));
  }
  const post = useMutation(trpc.shops.postNews.mutationOptions());
  const remove = useMutation(trpc.shops.deleteNews.mutationOptions());
  const news = useInfiniteQuery(trpc.shops.getNews.infiniteQueryOptions({ shopId, limit: 5 }, { getNextPageParam: (page) => page.nextCursor ?? undefined }));
  const items = news.data?.pages.flatMap((page) => page.items) ?? [];
  // A place without news says nothing to its visitors: the section shows for its owners only.
  if (!owner && news.data && items.length === 0) return null;
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold">
        <Trans>Actualités</Trans>
      </h2>
      {owner ? (
        <form
          className="space-y-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim() || post.isPending) return;
            void run(() => post.mutateAsync({ shopId, text, photoKeys }), t`Actualité publiée : vos abonnés sont prévenus`).then((ok) => {
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
                maxLength={PLACE_LIMITS.newsTextMax}
                value={text}
                onChange={(event) => setText(event.target.value)}
                placeholder={t`Arrivage, horaires de fête, travaux sur le terrain…`}
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
            <Button type="submit" disabled={post.isPending || uploads.pending > 0 || !text.trim()}>
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
                {uploads.pending > 0 ? <Trans>Envoi...</Trans> : <Trans>Ajouter des photos</Trans>}
              </label>
            ) : null}
          </div>
          <FieldError>{uploads.error}</FieldError>
        </form>
      ) : null}
      {owner && news.data && items.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Pas encore d'actualité.</Trans>
        </p>
      ) : null}
      <ul className="space-y-3">
        {items.map((item) => (
          <li key={item.id} className="space-y-2 rounded-xl border border-border p-3">
            <div className="flex items-center gap-2">
              <p className="min-w-0 flex-1 text-xs text-muted-foreground">{formatDate(item.createdAt, lang, "dateTime")}</p>
              <ReportButton target={{ kind: "place_news", id: item.id }} mine={owner} iconOnly />
              {owner ? (
                <ConfirmDialog
                  trigger={
                    <Button variant="ghost" size="icon" aria-label={t`Supprimer l'actualité`}>
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  }
                  title={<Trans>Supprimer cette actualité ?</Trans>}
                  description={<Trans>Elle disparaîtra de la page du lieu.</Trans>}
                  confirmLabel={<Trans>Supprimer</Trans>}
                  onConfirm={() => void run(() => remove.mutateAsync({ postId: item.id }), t`Actualité supprimée`)}
                />
              ) : null}
            </div>
            <UserText text={item.text} />
            {item.photoKeys.length > 0 ? (
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {item.photoKeys.map((key, index) => (
                  <li key={key}>
                    <img
                      src={imageUrl(config.mediaUrl, key, "thumb")}
                      alt={t`Photo ${index + 1} de l'actualité`}
                      loading="lazy"
                      className="aspect-square w-full rounded-lg object-cover"
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      <LoadMore hasMore={news.hasNextPage} loading={news.isFetchingNextPage} onLoadMore={() => void news.fetchNextPage()} />
    </Card>
  );
}
