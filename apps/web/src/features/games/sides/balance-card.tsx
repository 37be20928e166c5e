import { balanceSides } from "@escouade/contracts/sides";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Scale } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { Dialog, DialogContent, DialogDescription } from "@/components/ui/dialog.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { SideBadge } from "./side-badge.tsx";
import type { SidesData } from "./sides-types.ts";

/**
 * The automatic balance: the preview is computed here with the very function the server applies
 * (contracts' balanceSides), on the same rows, so what the organizer confirms is what happens.
 */
export function BalanceCard({ data, onApplied }: { data: SidesData; onApplied: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const [keepChoices, setKeepChoices] = useState(true);
  const [open, setOpen] = useState(false);
  const apply = useMutation(trpc.sides.balance.mutationOptions());
  const preview = useMemo(
    () =>
      balanceSides(
        data.players.map((p) => ({ id: p.registrationId, teamId: p.team?.id ?? null, sideId: p.sideId })),
        data.sides.map((s) => ({ id: s.id, maxPlayers: s.maxPlayers })),
        { keepChoices },
      ),
    [data, keepChoices],
  );
  const teamName = (teamId: string | null) => data.players.find((p) => p.team?.id === teamId)?.team?.name ?? "";

  async function confirm() {
    try {
      await apply.mutateAsync({ gameId: data.game.id, keepChoices });
      toast.success(t`Camps équilibrés`);
      setOpen(false);
      await onApplied();
    } catch {
      // The query client has shown why.
    }
  }

  return (
    <Card className="space-y-3 print:hidden">
      <h2 className="text-lg font-bold">
        <Trans>Équilibrage automatique</Trans>
      </h2>
      <p className="text-sm text-muted-foreground">
        <Trans>Répartit les joueurs confirmés pour que les camps aient le même nombre de joueurs, à un près, sans jamais séparer une équipe.</Trans>
      </p>
      <CheckboxField
        label={<Trans>Garder les camps déjà choisis ou attribués</Trans>}
        checked={keepChoices}
        onChange={(e) => setKeepChoices(e.target.checked)}
      />
      <Dialog open={open} onOpenChange={setOpen}>
        <Button onClick={() => setOpen(true)} disabled={data.sides.length < 2 || data.players.length === 0}>
          <Scale className="size-4" aria-hidden />
          <Trans>Équilibrer les camps</Trans>
        </Button>
        <DialogContent title={<Trans>Aperçu de l'équilibrage</Trans>}>
          <DialogDescription>
            <Plural value={preview.moves} _0="Aucun joueur ne change de camp." one="# joueur change de camp." other="# joueurs changent de camp." />
          </DialogDescription>
          <ul className="mb-4 space-y-2">
            {data.sides.map((side) => {
              const count = preview.counts.find((c) => c.sideId === side.id)?.count ?? 0;
              return (
                <li key={side.id} className="flex items-center justify-between gap-3">
                  <SideBadge name={side.name} colour={side.colour} />
                  <span className="shrink-0 font-semibold tabular-nums">
                    {side.maxPlayers === null ? (
                      <Plural value={count} one="# joueur" other="# joueurs" />
                    ) : (
                      <Plural value={side.maxPlayers} one={`${count} / # joueur`} other={`${count} / # joueurs`} />
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
          {preview.unplaced.length > 0 ? (
            <div role="alert" className="mb-4 space-y-1 rounded-lg bg-destructive/10 p-3 text-sm font-semibold text-destructive">
              {preview.unplaced.map((u) => {
                const n = u.playerIds.length;
                const team = teamName(u.teamId);
                return (
                  <p key={u.teamId ?? "alone"}>
                    {u.reason === "team_too_big" ? (
                      <Plural
                        value={n}
                        one={`L'équipe ${team} (# joueur) ne tient dans aucun camp : elle reste sans camp. Relevez un maximum ou répartissez-la à la main.`}
                        other={`L'équipe ${team} (# joueurs) ne tient dans aucun camp : elle reste sans camp. Relevez un maximum ou répartissez-la à la main.`}
                      />
                    ) : (
                      <Plural
                        value={n}
                        one="# joueur reste sans camp : tous les camps sont pleins."
                        other="# joueurs restent sans camp : tous les camps sont pleins."
                      />
                    )}
                  </p>
                );
              })}
            </div>
          ) : null}
          {preview.splitTeams.length > 0 ? (
            <p className="mb-4 text-sm">
              <Trans>Déjà réparties sur plusieurs camps par leurs propres choix : {preview.splitTeams.map(teamName).join(", ")}.</Trans>
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setOpen(false)}>
              <Trans>Annuler</Trans>
            </Button>
            <Button onClick={() => void confirm()} disabled={apply.isPending}>
              <Trans>Appliquer</Trans>
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
