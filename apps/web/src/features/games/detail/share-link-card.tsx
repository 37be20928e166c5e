import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { Copy, Link2, RefreshCw } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { ConfirmDialog } from "@/components/ui/confirm-dialog.tsx";
import { Input } from "@/components/ui/input.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { privateGameLink } from "./share-link.ts";

/**
 * A private game's organizer hands out its link here, and replaces it when it went too far:
 * the old link then opens nothing, and who already registered keeps their place and the page.
 */
export function ShareLinkCard({ gameId, shareToken, lang }: { gameId: number; shareToken: string; lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const inputId = useId();
  const queryClient = useQueryClient();
  // The site's own address, the same on the server that draws the page and in the browser.
  const { origin } = useRouteContext({ from: "__root__" });
  const link = privateGameLink(origin, lang, gameId, shareToken);
  const regenerate = useMutation(trpc.games.regenerateShareToken.mutationOptions());

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t`Lien copié`);
    } catch {
      // No clipboard (permissions, an old browser): the field is selected for a manual copy.
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
    }
  }

  async function replace() {
    try {
      await regenerate.mutateAsync({ gameId });
      await queryClient.invalidateQueries({ queryKey: trpc.games.getGame.queryKey({ gameId }) });
      toast.success(t`Nouveau lien créé : l'ancien ne fonctionne plus`);
    } catch {
      // The query client has shown why.
    }
  }

  return (
    <Card className="space-y-3">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Link2 className="size-5 text-accent" aria-hidden />
        <Trans>Lien de la partie privée</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>Seules les personnes qui ont ce lien voient la partie et peuvent s'y inscrire.</Trans>
      </p>
      <label htmlFor={inputId} className="sr-only">
        <Trans>Lien de la partie</Trans>
      </label>
      <Input id={inputId} readOnly value={link} onFocus={(event) => event.currentTarget.select()} className="font-mono text-xs" />
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <Button className="flex-1" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden />
          <Trans>Copier le lien</Trans>
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="flex-1" disabled={regenerate.isPending}>
              <RefreshCw className="size-4" aria-hidden />
              <Trans>Créer un nouveau lien</Trans>
            </Button>
          }
          title={<Trans>Remplacer le lien ?</Trans>}
          description={<Trans>L'ancien lien n'ouvrira plus la partie. Les joueurs déjà inscrits gardent leur place et l'accès à la page.</Trans>}
          confirmLabel={<Trans>Remplacer le lien</Trans>}
          onConfirm={() => void replace()}
        />
      </div>
    </Card>
  );
}
