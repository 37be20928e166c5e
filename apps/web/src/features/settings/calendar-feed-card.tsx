import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CalendarSync, Copy, RefreshCw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { absoluteServerUrl } from "@/lib/config.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";

/**
 * "My games in my calendar" (docs/product.md §4): a private address a phone's calendar subscribes to, kept
 * up to date when a game changes or is cancelled; replaced when it went somewhere it should not.
 */
export function CalendarFeedCard() {
  const trpc = useTRPC();
  const { t } = useLingui();
  const inputId = useId();
  const queryClient = useQueryClient();
  const feed = useQuery(trpc.calendar.getFeed.queryOptions());
  const replace = useMutation(
    trpc.calendar.replaceFeed.mutationOptions({
      onSuccess: (data) => {
        queryClient.setQueryData(trpc.calendar.getFeed.queryKey(), data);
        toast.success(t`Nouvelle adresse créée : l'ancienne ne fonctionne plus`);
      },
    }),
  );
  // Absolute: it is copied into a phone's calendar.
  const address = feed.data ? new URL(feed.data.path, absoluteServerUrl()).href : "";
  // webcal: opens the calendar app's "subscribe" rather than downloading the file once.
  const subscribe = address.replace(/^https?:/, "webcal:");

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      toast.success(t`Adresse copiée`);
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    }
  }

  return (
    <Card className="space-y-3">
      <div className="space-y-1">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <CalendarSync className="size-5 text-accent" aria-hidden />
          <Trans>Mes parties dans mon agenda</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Abonnez l'agenda de votre téléphone à cette adresse : les parties que vous organisez ou rejoignez s'y ajoutent, et suivent leurs changements et
            annulations. Gardez-la pour vous.
          </Trans>
        </p>
      </div>
      <label htmlFor={inputId} className="sr-only">
        <Trans>Adresse de l'agenda</Trans>
      </label>
      <Input id={inputId} readOnly value={address} placeholder="…" onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild disabled={!address}>
          <a href={subscribe || undefined}>
            <CalendarSync className="size-4" aria-hidden />
            <Trans>S'abonner dans mon agenda</Trans>
          </a>
        </Button>
        <Button variant="outline" disabled={!address} onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          <Trans>Copier l'adresse</Trans>
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="ghost" disabled={!address || replace.isPending}>
              <RefreshCw className="size-4" aria-hidden />
              <Trans>Nouvelle adresse</Trans>
            </Button>
          }
          title={<Trans>Remplacer l'adresse ?</Trans>}
          description={<Trans>L'ancienne adresse n'affichera plus rien : les agendas qui y sont abonnés devront l'être à la nouvelle.</Trans>}
          confirmLabel={<Trans>Remplacer l'adresse</Trans>}
          onConfirm={() => replace.mutate()}
        />
      </div>
    </Card>
  );
}
