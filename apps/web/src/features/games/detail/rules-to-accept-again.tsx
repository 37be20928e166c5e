import { rulesAcceptedNow } from "@escouade/contracts/game-rules";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ScrollText } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { UserText } from "@/components/ui/user-text.tsx";
import { toast } from "@/lib/toast.ts";
import { useTRPC } from "@/lib/trpc.ts";
import type { GameDetail } from "./use-game.ts";

/**
 * The organizer changed the rules after the player registered (docs/product.md §3): the player
 * reads the new ones and accepts them, in the version shown, so that an edit in between is not
 * accepted unread.
 */
export function RulesToAcceptAgain({ game }: { game: GameDetail }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useState(false);
  const [error, setError] = useState<string>();
  const accept = useMutation(trpc.registrations.acceptRules.mutationOptions());
  const mine = game.myRegistration;
  if (!mine || rulesAcceptedNow(game, mine)) return null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ticked) return setError(t`Cochez la case pour accepter le nouveau règlement`);
    setError(undefined);
    try {
      await accept.mutateAsync({ gameId: game.id, rulesAccepted: true, rulesVersion: game.rulesVersion });
      toast.success(t`Règlement accepté`);
    } catch {
      // The query client has shown why; newer rules, if any, come with the page again.
      setTicked(false);
    }
    await queryClient.invalidateQueries({ queryKey: trpc.games.getGame.queryKey({ gameId: game.id }) });
  }

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-3 rounded-lg border border-amber-500/50 bg-amber-500/10 p-3" noValidate>
      <p className="flex items-start gap-2 text-sm font-semibold">
        <ScrollText className="mt-0.5 size-4 shrink-0" aria-hidden />
        <Trans>L'organisation a changé le règlement depuis votre inscription : relisez-le et acceptez-le.</Trans>
      </p>
      <details className="rounded-md bg-card p-2 text-sm">
        <summary className="cursor-pointer font-semibold">
          <Trans>Lire le nouveau règlement</Trans>
        </summary>
        <UserText text={game.rules} className="mt-2" />
      </details>
      <CheckboxField
        label={<Trans>J'ai lu le nouveau règlement et je l'accepte</Trans>}
        checked={ticked}
        onChange={(event) => setTicked(event.target.checked)}
        error={error}
      />
      <Button type="submit" className="w-full" disabled={accept.isPending}>
        <Trans>Accepter le règlement</Trans>
      </Button>
    </form>
  );
}
