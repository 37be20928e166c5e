import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Camera, CloudOff, ScanLine, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { formatDate } from "@/lib/dates.ts";
import { toast } from "@/lib/toast.ts";
import { useNow } from "@/lib/use-now.ts";
import { describeOutcome, type CheckInOutcome, type GameRegistration } from "./check-in-outcome.ts";
import { dismissConflict, type CheckInConflict } from "./check-in-queue.ts";
import { QrScanner } from "./qr-scanner.tsx";
import { useCheckIn } from "./use-check-in.ts";

interface CheckInCardProps {
  gameId: number;
  /** The start of the game's day: tickets are checked from then on. */
  opensAt: Date;
  /** The field's zone, whose clock the opening is told on. */
  timeZone: string;
  lang: string;
  arrived: number;
  expected: number;
  registrations: readonly GameRegistration[];
  onCheckedIn: () => void;
}

/**
 * At the field's gate (docs/product.md §4): the organizer scans tickets with the phone's camera, or types a
 * code, and the player is let in once; with no network the arrival is kept on the phone and sent
 * when it returns, and what the server then refused or had from another phone is listed here.
 */
export function CheckInCard({ gameId, opensAt, timeZone, lang, arrived, expected, registrations, onCheckedIn }: CheckInCardProps) {
  const { t } = useLingui();
  const inputId = useId();
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const { checkIn, queue, online } = useCheckIn(gameId, opensAt, timeZone, registrations, onCheckedIn);
  const waiting = queue.pending.length;
  const now = useNow();
  const opening = formatDate(opensAt, lang, "dateTime", timeZone);

  function announce(outcome: CheckInOutcome) {
    const text = describeOutcome(outcome, lang);
    if (outcome.kind === "arrived") toast.success(text);
    else if (outcome.kind === "refused") toast.error(text);
    else toast.info(text);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    setBusy(true);
    const outcome = await checkIn(code);
    setBusy(false);
    announce(outcome);
    if (outcome.kind !== "refused") setCode("");
  }

  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <ScanLine className="size-5 text-accent" aria-hidden />
          <Trans>Accueil des joueurs</Trans>
        </h2>
        <p className="text-sm font-semibold">
          <Plural value={arrived} one={`# arrivée sur ${expected}`} other={`# arrivées sur ${expected}`} />
        </p>
      </div>
      {now < opensAt.getTime() ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          <Trans>Les billets se valident le jour de la partie, à partir du {opening}.</Trans>
        </p>
      ) : null}
      {!online ? (
        <p className="flex items-start gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
          <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden />
          <Trans>Hors ligne : les arrivées sont notées sur ce téléphone et envoyées dès le retour du réseau.</Trans>
        </p>
      ) : null}
      {waiting > 0 ? (
        <p role="status" className="rounded-lg bg-amber-500/15 px-3 py-2 text-sm font-semibold">
          <Plural value={waiting} one="# arrivée en attente d'envoi" other="# arrivées en attente d'envoi" />
        </p>
      ) : null}
      <Button className="w-full sm:w-auto" onClick={() => setScanning(true)}>
        <Camera className="size-4" aria-hidden />
        <Trans>Scanner</Trans>
      </Button>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Code du billet</Trans>
        </label>
        <Input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="ESC1.…"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          className="font-mono text-sm"
        />
        <Button type="submit" variant="outline" disabled={busy || !code.trim()}>
          <Trans>Valider l'arrivée</Trans>
        </Button>
      </form>
      {queue.conflicts.length > 0 ? (
        <section className="space-y-2" aria-label={t`Arrivées à vérifier`}>
          <h3 className="text-sm font-semibold">
            <Trans>À vérifier après l'envoi</Trans>
          </h3>
          <ul className="space-y-2">
            {queue.conflicts.map((conflict) => (
              <li key={conflict.clientId} className="flex items-start justify-between gap-2 rounded-lg border border-border p-3 text-sm">
                <ConflictText conflict={conflict} lang={lang} />
                <Button variant="ghost" size="icon" aria-label={t`Masquer`} onClick={() => dismissConflict(gameId, conflict.clientId)}>
                  <X className="size-4" aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <QrScanner open={scanning} onOpenChange={setScanning} onCode={checkIn} lang={lang} />
    </Card>
  );
}

function ConflictText({ conflict, lang }: { conflict: CheckInConflict; lang: string }) {
  const { name, reason } = conflict;
  const at = formatDate(new Date(conflict.at ?? 0), lang, "time");
  return (
    <p className="min-w-0 break-words">
      {conflict.kind === "earlier" ? (
        <Trans>
          Arrivée de {name} déjà notée à {at} par un autre téléphone : comptée une seule fois.
        </Trans>
      ) : (
        <Trans>
          Arrivée de {name} refusée par le serveur : {reason}
        </Trans>
      )}
    </p>
  );
}
