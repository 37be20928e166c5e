import { CHRONO_BB_WEIGHTS, CHRONO_FPS_RANGE, CHRONO_NOTE_MAX, chronoVerdict } from "@escouade/contracts/chrono";
import type { PowerLimits } from "@escouade/contracts/games";
import { POWER_CLASSES, type PowerClass } from "@escouade/contracts/power";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { Gauge } from "lucide-react";
import { useId, useRef, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { formatBbGrams, readLastBbGrams, rememberBbGrams } from "./chrono-format.ts";
import type { ChronoPlayer, ChronoTarget } from "./chrono-types.ts";
import { PlayerPicker } from "./player-picker.tsx";
import { ReplicaChoice } from "./replica-choice.tsx";
import { VerdictPreview } from "./verdict-preview.tsx";

const NEW_REPLICA = "new";
const { min: minFps, max: maxFps } = CHRONO_FPS_RANGE;

/** A whole number of feet per second in the chrono's range, or null while the box holds anything else. */
function fpsOf(text: string): number | null {
  if (!/^\d{1,3}$/.test(text.trim())) return null;
  const fps = Number(text.trim());
  return fps >= CHRONO_FPS_RANGE.min && fps <= CHRONO_FPS_RANGE.max ? fps : null;
}

/**
 * One pass over the chrono: pick the player and the replica, type the speed, pick the BB (the last
 * one used stays), and the verdict shows before saving, by the same rule the server applies.
 */
export function ChronoForm(props: {
  gameId: number;
  lang: string;
  limits: PowerLimits;
  players: ChronoPlayer[];
  target: ChronoTarget | null;
  onTarget: (target: ChronoTarget | null) => void;
  onSaved: () => void;
}) {
  const trpc = useTRPC();
  const { gameId, lang, limits, players, target, onTarget, onSaved } = props;
  const { t, i18n } = useLingui();
  const ids = { fps: useId(), bb: useId(), note: useId(), name: useId(), powerClass: useId() };
  const [fpsText, setFpsText] = useState("");
  const [bbGrams, setBbGrams] = useState(readLastBbGrams);
  const [note, setNote] = useState("");
  const [newName, setNewName] = useState("");
  const [newClass, setNewClass] = useState<PowerClass>("aeg");
  // One id per reading: the same reading sent again (a retry after a lost answer, a double tap)
  // keeps its id and counts once; a corrected value is another reading, with a new id.
  const clientIds = useRef(new Map<string, string>());
  const record = useMutation(trpc.chrono.record.mutationOptions());

  const player = players.find((p) => p.registrationId === target?.registrationId) ?? null;
  const replica = player?.replicas.find((r) => r.key === target?.replicaKey) ?? null;
  const isNew = target?.replicaKey === NEW_REPLICA;
  const powerClass = isNew ? newClass : (replica?.powerClass ?? null);
  const fps = fpsOf(fpsText);
  const fpsInvalid = fpsText.trim() !== "" && fps === null;
  const verdict = fps !== null && powerClass ? chronoVerdict({ fps, bbGrams, powerClass }, limits) : null;
  const ready = verdict !== null && player !== null && (!isNew || newName.trim() !== "");

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!ready || !player || fps === null || !powerClass) return;
    const which = replica && replica.index !== null ? { index: replica.index } : { name: isNew ? newName.trim() : replica!.name, powerClass };
    const reading = { gameId, registrationId: player.registrationId, replica: which, fps, bbGrams, note: note.trim() };
    const key = JSON.stringify(reading);
    const clientId = clientIds.current.get(key) ?? crypto.randomUUID();
    clientIds.current.set(key, clientId);
    try {
      const saved = await record.mutateAsync({ ...reading, clientId });
      rememberBbGrams(bbGrams);
      clientIds.current.clear();
      setFpsText("");
      setNote("");
      if (isNew) {
        // The replica is in the log now: a re-test picks it like any other.
        onTarget({ registrationId: player.registrationId, replicaKey: `${saved.powerClass}:${saved.replicaName.toLowerCase()}` });
        setNewName("");
      }
      const label = saved.replicaName || i18n._(POWER_CLASS_LABELS[saved.powerClass]);
      if (saved.verdict === "refused") toast.error(t`Mesure enregistrée : ${label} refusée`);
      else toast.success(t`Mesure enregistrée : ${label} conforme`);
      onSaved();
    } catch {
      // The query client has shown why.
    }
  }

  return (
    <Card className="space-y-5">
      <h2 className="flex items-center gap-2 text-lg font-bold">
        <Gauge className="size-5 text-accent" aria-hidden />
        <Trans>Nouvelle mesure</Trans>
      </h2>
      <PlayerPicker
        players={players}
        selected={player}
        onSelect={(p) => onTarget(p ? { registrationId: p.registrationId, replicaKey: p.replicas.length === 1 ? p.replicas[0]!.key : null } : null)}
      />
      {player ? (
        <form onSubmit={(event) => void save(event)} className="space-y-5">
          <ReplicaChoice
            player={player}
            value={target?.replicaKey ?? null}
            newValue={NEW_REPLICA}
            onChange={(key) => onTarget({ registrationId: player.registrationId, replicaKey: key })}
          />
          {isNew ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="space-y-1">
                <label htmlFor={ids.name} className="text-sm font-semibold">
                  <Trans>Nom de la réplique</Trans>
                </label>
                <Input id={ids.name} value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={80} required className="min-h-14 text-lg" />
              </div>
              <div className="space-y-1">
                <label htmlFor={ids.powerClass} className="text-sm font-semibold">
                  <Trans>Catégorie</Trans>
                </label>
                <Select id={ids.powerClass} value={newClass} onChange={(e) => setNewClass(e.target.value as PowerClass)} className="min-h-14 text-lg">
                  <SelectOptions values={POWER_CLASSES} labels={POWER_CLASS_LABELS} />
                </Select>
              </div>
            </div>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <div className="space-y-1">
              <label htmlFor={ids.fps} className="text-sm font-semibold">
                <Trans>Vitesse (fps)</Trans>
              </label>
              <Input
                id={ids.fps}
                value={fpsText}
                onChange={(e) => setFpsText(e.target.value)}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                aria-invalid={fpsInvalid || undefined}
                aria-describedby={fpsInvalid ? `${ids.fps}-error` : undefined}
                className="min-h-16 text-3xl font-bold tabular-nums"
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={ids.bb} className="text-sm font-semibold">
                <Trans>Poids de la bille</Trans>
              </label>
              <Select
                id={ids.bb}
                value={String(bbGrams)}
                onChange={(e) => setBbGrams(Number(e.target.value))}
                className="min-h-16 text-2xl font-bold tabular-nums"
              >
                {CHRONO_BB_WEIGHTS.map((grams) => (
                  <option key={grams} value={String(grams)}>
                    {formatBbGrams(grams, lang)}
                  </option>
                ))}
              </Select>
            </div>
          </div>
          {fpsInvalid ? (
            <p id={`${ids.fps}-error`} className="text-sm font-semibold text-destructive">
              <Trans>
                Une vitesse en fps : un nombre entier de {minFps} à {maxFps}
              </Trans>
            </p>
          ) : null}
          <VerdictPreview verdict={verdict} lang={lang} />
          <div className="space-y-1">
            <label htmlFor={ids.note} className="text-sm font-semibold">
              <Trans>Remarque (facultatif)</Trans>
            </label>
            <Input id={ids.note} value={note} onChange={(e) => setNote(e.target.value)} maxLength={CHRONO_NOTE_MAX} placeholder={t`Ex. : ressort changé`} />
          </div>
          <Button type="submit" size="lg" className="min-h-14 w-full text-lg" disabled={!ready || record.isPending}>
            <Trans>Enregistrer la mesure</Trans>
          </Button>
        </form>
      ) : null}
    </Card>
  );
}
