import {
  hasDuplicateSideNames,
  SIDE_NAME_MAX,
  SIDE_PALETTE,
  SIDE_PALETTE_NAMES,
  SIDES_MAX,
  SIDES_MIN,
  type SidePaletteColour,
} from "@escouade/contracts/sides";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { PALETTE_LABELS, SideBadge } from "./side-badge.tsx";
import type { SidesData } from "./sides-types.ts";

interface Draft {
  key: string;
  id?: number;
  name: string;
  colour: string;
  maxPlayers: string;
  count: number;
}

let nextKey = 0;
const draftOf = (fields: Omit<Draft, "key">): Draft => ({ key: `side-${nextKey++}`, ...fields });

/** The list of sides: name, colour and cap of each, in order; saved all at once. */
export function SidesEditor({ data, onSaved }: { data: SidesData; onSaved: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    data.sides.length > 0
      ? data.sides.map((s) =>
          draftOf({ id: s.id, name: s.name, colour: s.colour, maxPlayers: s.maxPlayers === null ? "" : String(s.maxPlayers), count: s.count }),
        )
      : // What a game without sides starts from: the two camps most games have.
        [
          draftOf({ name: t`Rouges`, colour: SIDE_PALETTE.red, maxPlayers: "", count: 0 }),
          draftOf({ name: t`Bleus`, colour: SIDE_PALETTE.blue, maxPlayers: "", count: 0 }),
        ],
  );
  const save = useMutation(trpc.sides.setSides.mutationOptions());
  const update = (key: string, fields: Partial<Draft>) => setDrafts((list) => list.map((d) => (d.key === key ? { ...d, ...fields } : d)));
  const move = (index: number, by: number) =>
    setDrafts((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const unused = SIDE_PALETTE_NAMES.find((name) => !drafts.some((d) => d.colour === SIDE_PALETTE[name])) ?? "green";

  const problem =
    drafts.length === 1
      ? t`Deux camps au moins, ou aucun.`
      : drafts.some((d) => d.name.trim() === "")
        ? t`Chaque camp a besoin d'un nom.`
        : hasDuplicateSideNames(drafts.map((d) => d.name))
          ? t`Deux camps ne peuvent pas porter le même nom.`
          : drafts.some((d) => d.maxPlayers !== "" && !(Number.isInteger(Number(d.maxPlayers)) && Number(d.maxPlayers) >= 1))
            ? t`Le maximum est un nombre entier de joueurs, 1 au moins (vide : sans limite).`
            : null;

  async function submit() {
    if (problem) return;
    const dropped = data.sides.filter((s) => !drafts.some((d) => d.id === s.id) && s.count > 0);
    const orphans = dropped.reduce((sum, s) => sum + s.count, 0);
    const orphansWarning = t`${plural(orphans, {
      one: "# joueur d'un camp supprimé repassera sans camp. Continuer ?",
      other: "# joueurs des camps supprimés repasseront sans camp. Continuer ?",
    })}`;
    if (orphans > 0 && !window.confirm(orphansWarning)) return;
    try {
      await save.mutateAsync({
        gameId: data.game.id,
        sides: drafts.map((d) => ({ id: d.id, name: d.name.trim(), colour: d.colour, maxPlayers: d.maxPlayers === "" ? null : Number(d.maxPlayers) })),
      });
      toast.success(t`Camps enregistrés`);
      await onSaved();
    } catch {
      // The query client has shown why.
    }
  }

  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold">
        <Trans>Les camps</Trans>
      </h2>
      <ol className="space-y-3">
        {drafts.map((d, index) => {
          const paletteName = SIDE_PALETTE_NAMES.find((name) => SIDE_PALETTE[name] === d.colour);
          const n = index + 1;
          return (
            <li key={d.key} className="grid grid-cols-[minmax(0,1fr)] gap-2 rounded-xl border border-border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
              <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 sm:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)_auto_6rem]">
                <label className="space-y-1 text-sm">
                  <span className="font-semibold">
                    <Trans>Nom du camp {n}</Trans>
                  </span>
                  <Input
                    value={d.name}
                    maxLength={SIDE_NAME_MAX}
                    onChange={(e) => update(d.key, { name: e.target.value })}
                    aria-invalid={d.name.trim() === ""}
                  />
                </label>
                <label className="space-y-1 text-sm">
                  <span className="font-semibold">
                    <Trans>Couleur</Trans>
                  </span>
                  <Select
                    value={paletteName ?? "custom"}
                    onChange={(e) => e.target.value !== "custom" && update(d.key, { colour: SIDE_PALETTE[e.target.value as SidePaletteColour] })}
                  >
                    {SIDE_PALETTE_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {i18n._(PALETTE_LABELS[name])}
                      </option>
                    ))}
                    <option value="custom">{t`Personnalisée`}</option>
                  </Select>
                </label>
                <label className="space-y-1 text-sm">
                  <span className="sr-only">
                    <Trans>Couleur personnalisée du camp {n}</Trans>
                  </span>
                  <span aria-hidden className="hidden font-semibold sm:block">
                    &nbsp;
                  </span>
                  <input
                    type="color"
                    value={d.colour}
                    onChange={(e) => update(d.key, { colour: e.target.value })}
                    className="block h-11 w-14 cursor-pointer rounded-lg border border-input bg-card p-1"
                  />
                </label>
                <label className="space-y-1 text-sm">
                  <span className="font-semibold">
                    <Trans>Maximum</Trans>
                  </span>
                  <Input
                    inputMode="numeric"
                    placeholder={t`Illimité`}
                    value={d.maxPlayers}
                    onChange={(e) => update(d.key, { maxPlayers: e.target.value.replace(/\D/g, "").slice(0, 4) })}
                  />
                </label>
              </div>
              <div className="flex min-w-0 items-center justify-between gap-1 sm:justify-end">
                <SideBadge name={d.name || "…"} colour={d.colour} className="sm:hidden" />
                <div className="flex gap-1">
                  <Button variant="ghost" size="icon" aria-label={t`Monter le camp ${n}`} disabled={index === 0} onClick={() => move(index, -1)}>
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t`Descendre le camp ${n}`}
                    disabled={index === drafts.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="text-destructive"
                    aria-label={t`Supprimer le camp ${n}`}
                    onClick={() => setDrafts((list) => list.filter((x) => x.key !== d.key))}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {problem ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={drafts.length >= SIDES_MAX}
          onClick={() => setDrafts((list) => [...list, draftOf({ name: "", colour: SIDE_PALETTE[unused], maxPlayers: "", count: 0 })])}
        >
          <Plus className="size-4" aria-hidden />
          <Trans>Ajouter un camp</Trans>
        </Button>
        <Button disabled={Boolean(problem) || save.isPending} onClick={() => void submit()}>
          <Trans>Enregistrer les camps</Trans>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>
          De {SIDES_MIN} à {SIDES_MAX} camps. Chaque nom s'affiche sur sa couleur : les joueurs ne dépendent jamais de la seule couleur.
        </Trans>
      </p>
    </Card>
  );
}
