import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { ScanLine } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { Input } from "@/components/ui/input.tsx";
import { readAppError } from "@/lib/app-errors.ts";
import { formatDate } from "@/lib/dates.ts";
import { toast } from "@/lib/toast.ts";
import { trpc } from "@/lib/trpc.ts";

/**
 * At the field's gate (issue 17): the organizer enters a ticket's code (a scanner app pastes it
 * too) and the player is let in, once; the list below then shows them as arrived.
 */
export function CheckInCard({ gameId, lang, arrived, expected, onCheckedIn }: { gameId: number; lang: string; arrived: number; expected: number; onCheckedIn: () => void }) {
  const { t } = useLingui();
  const inputId = useId();
  const [code, setCode] = useState("");
  const checkIn = useMutation(trpc.registrations.checkIn.mutationOptions({ meta: { handlesError: true } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return;
    try {
      const result = await checkIn.mutateAsync({ gameId, code });
      const username = result.player?.username ?? t`Joueur supprimé`;
      const at = formatDate(result.checkedInAt, lang, "time");
      if (result.alreadyCheckedIn) toast.info(t`${username} est déjà arrivé, à ${at}`);
      else toast.success(t`${username} est arrivé`);
      setCode("");
      onCheckedIn();
    } catch (error) {
      toast.error(readAppError(error).message);
    }
  }

  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-bold">
          <ScanLine className="size-5 text-accent" aria-hidden />
          <Trans>Accueil des joueurs</Trans>
        </h2>
        <p className="text-sm font-semibold">
          <Trans>
            {arrived} arrivés sur {expected}
          </Trans>
        </p>
      </div>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Code du billet</Trans>
        </label>
        <Input id={inputId} value={code} onChange={(event) => setCode(event.target.value)} placeholder="ESC1.…" autoComplete="off" autoCapitalize="off" spellCheck={false} className="font-mono text-sm" />
        <Button type="submit" disabled={checkIn.isPending || !code.trim()}>
          <Trans>Valider l'arrivée</Trans>
        </Button>
      </form>
    </Card>
  );
}
