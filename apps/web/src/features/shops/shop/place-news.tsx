import { PLACE_LIMITS } from "@escouade/contracts/places";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useMutation } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Field } from "@/components/ui/field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { UserText } from "@/components/ui/user-text.tsx";
import { ReportButton } from "@/domain/reports/report-button.tsx";
import { LoadMore } from "@/domain/search/results.tsx";
import { config } from "@/lib/config.ts";
import { formatDate } from "@/lib/dates.ts";
import { imageUrl } from "@/lib/format.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { usePlaceAction } from "./use-place-action.ts";

/** A place's news, newest first: its owners write them, and its followers are told of each. */
export function PlaceNews({ shopId, lang, owner }: { shopId: number; lang: string; owner: boolean }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const run = usePlaceAction();
  const [text, setText] = useState("");
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
            void run(() => post.mutateAsync({ shopId, text }), t`Actualité publiée : vos abonnés sont prévenus`).then((ok) => {
              if (ok) setText("");
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
          <Button type="submit" disabled={post.isPending || !text.trim()}>
            <Trans>Publier</Trans>
          </Button>
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
