import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft, Download, Printer } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { BalanceCard } from "./balance-card.tsx";
import { PrintRosters } from "./print-rosters.tsx";
import { SideRosters } from "./side-rosters.tsx";
import { SidesEditor } from "./sides-editor.tsx";
import { csvExportOptions, downloadCsv } from "@/lib/save-file.ts";

const route = getRouteApi("/$lang/games/$gameId/sides");

/** The organizer's sides screen: define the camps, let players pick or not, balance, move, print, export. */
export function SidesPage() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const { t } = useLingui();
  const { lang, gameId } = route.useParams();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.sides.getSides.queryOptions({ gameId }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.sides.getSides.queryKey({ gameId }) });
  const setOpen = useMutation(trpc.sides.setOpen.mutationOptions());
  const unassigned = data.players.filter((p) => p.sideId === null).length;

  async function toggleOpen(open: boolean) {
    try {
      await setOpen.mutateAsync({ gameId, open });
      await refresh();
    } catch {
      // The query client has shown why.
    }
  }

  const exportCsv = () => downloadCsv(() => trpcClient.sides.exportCsv.query({ gameId, ...csvExportOptions(lang) }));

  return (
    <div className="space-y-6">
      <Link
        to="/$lang/games/$gameId/registrations"
        params={{ lang, gameId }}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent"
      >
        <ArrowLeft className="size-4" aria-hidden />
        <Trans>Inscriptions · {data.game.title}</Trans>
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <Trans>Camps</Trans>
        </h1>
        {data.sides.length > 0 ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => window.print()}>
              <Printer className="size-4" aria-hidden />
              <Trans>Imprimer</Trans>
            </Button>
            <Button variant="outline" onClick={() => void exportCsv()}>
              <Download className="size-4" aria-hidden />
              <Trans>Exporter en CSV</Trans>
            </Button>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-muted-foreground">
        <Plural value={data.players.length} one="# joueur confirmé" other="# joueurs confirmés" />
        {unassigned > 0 ? (
          <>
            {" "}
            · <Plural value={unassigned} one="# sans camp" other="# sans camp" />
          </>
        ) : null}
      </p>
      {data.game.editable ? (
        <>
          {/* A new list of sides from the server starts a fresh editor. */}
          <SidesEditor key={data.sides.map((s) => `${s.id}:${s.name}:${s.colour}:${s.maxPlayers}`).join("|")} data={data} onSaved={refresh} />
          {data.sides.length > 0 ? (
            <Card className="space-y-2">
              <CheckboxField
                label={<Trans>Les joueurs choisissent eux-mêmes leur camp (jusqu'au début de la partie)</Trans>}
                checked={data.game.sidesOpen}
                disabled={setOpen.isPending}
                onChange={(e) => void toggleOpen(e.target.checked)}
              />
              <p className="text-sm text-muted-foreground">
                {data.game.sidesOpen ? t`Un camp plein ne se choisit plus.` : t`C'est vous qui répartissez les joueurs.`}
              </p>
            </Card>
          ) : null}
          {data.sides.length >= 2 ? <BalanceCard data={data} onApplied={refresh} /> : null}
        </>
      ) : (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm font-semibold">
          <Trans>La partie est terminée ou annulée : les camps ne se modifient plus.</Trans>
        </p>
      )}
      {data.sides.length > 0 ? <SideRosters data={data} onMoved={refresh} /> : null}
      {data.sides.length > 0 ? <PrintRosters data={data} lang={lang} /> : null}
    </div>
  );
}
