import { feeBreakdown } from "@escouade/contracts/fees";
import { freeCancellationUntil, isLateCancellation } from "@escouade/contracts/game-rules";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { CalendarRange, Copy, Pencil, Share2, ShieldCheck, Users } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { formatEuros } from "@/lib/format.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { appErrorCodeOf } from "@/lib/app-error-code.ts";
import { useNow } from "@/lib/use-now.ts";
import { CancellationPolicy } from "@/domain/games/cancellation-policy.tsx";
import { useGameTime } from "@/domain/games/game-time.tsx";
import { CancelGameDialog } from "./cancel-game-dialog.tsx";
import { gamePhase } from "./game-status.ts";
import { privateGameLink } from "./share-link.ts";
import type { GameDetail } from "./use-game.ts";

// The form's machinery (react-hook-form, zod, the schemas) is most of the game page's weight and
// only those who register need it: it loads on the way to the button (hover, focus) or on click.
const loadRegisterDialog = () => import("./register-dialog.tsx");
const RegisterDialog = lazy(() => loadRegisterDialog().then((module) => ({ default: module.RegisterDialog })));

/** Price, places and the one action that fits: register, withdraw, or manage (organizer). */
export function RegistrationPanel({ game, lang }: { game: GameDetail; lang: string }) {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [registering, setRegistering] = useState(false);
  const phase = gamePhase(game);
  const fees = feeBreakdown(game.priceCents);
  const price = formatEuros(game.priceCents, i18n.locale);
  const net = formatEuros(fees.organizerNetWithoutCardCents, i18n.locale);
  const fee = formatEuros(fees.platformFeeCents, i18n.locale);
  const cancelMutation = useMutation(trpc.registrations.cancelRegistration.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.games.getGame.queryKey({ gameId: game.id }) });
  const clock = useGameTime();
  const now = useNow();
  const status = game.myRegistration?.status ?? "";
  const limitPassed = game.cancellationNoticeHours > 0 && now >= freeCancellationUntil(game).getTime();

  async function withdraw() {
    const hours = game.cancellationNoticeHours;
    const until = clock.format(freeCancellationUntil(game), game.timeZone, "dayTime");
    const lateWarning = t`Le délai d'annulation gratuite est passé : il courait jusqu'au ${until}, ${hours} h avant le début. Si vous vous désinscrivez, l'organisation en sera prévenue et votre paiement restera noté tel quel, sans remboursement automatique. Vous désinscrire quand même ?`;
    const late = isLateCancellation(game, status);
    const question = status === "pending" ? t`Retirer votre demande d'inscription ?` : t`Vous désinscrire de cette partie ?`;
    if (!window.confirm(late ? lateWarning : question)) return;
    try {
      await cancelMutation.mutateAsync({ gameId: game.id, late });
    } catch (error) {
      // The limit passed while the page was open (or this clock is behind the server's): the
      // player is warned now, and decides again.
      if (appErrorCodeOf(error) !== "LATE_CANCELLATION_UNCONFIRMED" || !window.confirm(lateWarning)) return;
      try {
        await cancelMutation.mutateAsync({ gameId: game.id, late: true });
      } catch {
        // The query client has shown why.
        return;
      }
    }
    toast.success(status === "pending" ? t`Demande retirée` : t`Désinscription confirmée`);
    await refresh();
  }

  // A private game is shared by its link (with its token), which only its organizer hands out.
  const shareable = Boolean(game.shareToken) || game.visibility !== "private" || Boolean(game.openedWith);

  async function share() {
    const url = game.shareToken ? privateGameLink(window.location.origin, lang, game.id, game.shareToken) : window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: game.title, url });
      else {
        await navigator.clipboard.writeText(url);
        toast.success(t`Lien copié`);
      }
    } catch {
      // The user closed the share sheet: nothing to say.
    }
  }

  return (
    <Card className="space-y-4">
      <div>
        <p className="text-3xl font-extrabold">{price}</p>
        <p className="text-sm text-muted-foreground">
          <Trans>par joueur, dont {fee} de frais de gestion</Trans>
        </p>
      </div>
      <p className="flex items-center gap-2 font-semibold">
        <Users className="size-5 text-accent" aria-hidden />
        {phase === "past" ? (
          <Plural value={game.confirmedCount} one="# joueur y a participé" other="# joueurs y ont participé" />
        ) : phase === "full" ? (
          <span className="text-destructive">
            <Trans>Complet</Trans>
          </span>
        ) : (
          <Plural value={game.placesLeft} one={`# place restante sur ${game.maxPlayers}`} other={`# places restantes sur ${game.maxPlayers}`} />
        )}
        {phase !== "past" && game.waitlistedCount > 0 ? (
          <span className="text-sm font-normal text-muted-foreground">
            · <Trans>{game.waitlistedCount} en attente</Trans>
          </span>
        ) : null}
      </p>
      {game.staffCount > 0 && phase !== "past" ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <ShieldCheck className="size-4 shrink-0" aria-hidden />
          <Plural
            value={game.staffCount}
            one="# membre du staff (marshal, arbitre ou secouriste)"
            other="# membres du staff (marshals, arbitres, secouristes)"
          />
        </p>
      ) : null}
      {game.seriesId ? (
        <Link
          to="/$lang/series/$seriesId"
          params={{ lang, seriesId: game.seriesId }}
          className="flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline"
        >
          <CalendarRange className="size-4 shrink-0" aria-hidden />
          <Trans>Une date d'une série : toutes les dates</Trans>
        </Link>
      ) : null}
      {phase === "open" || phase === "full" ? <CancellationPolicy game={game} passed={limitPassed && status === "confirmed"} /> : null}

      {game.isOrganizer ? (
        <div className="space-y-2">
          <p className="rounded-lg bg-muted px-3 py-2 text-sm">
            <Trans>Vous recevez {net} par joueur qui vous paie directement (espèces, virement).</Trans>
          </p>
          <Button asChild className="w-full">
            <Link to="/$lang/games/$gameId/registrations" params={{ lang, gameId: game.id }}>
              <Users className="size-4" aria-hidden />
              <Trans>Gérer les inscriptions</Trans>
            </Link>
          </Button>
          {phase === "open" || phase === "full" ? (
            <>
              <Button asChild variant="outline" className="w-full">
                <Link to="/$lang/games/$gameId/edit" params={{ lang, gameId: game.id }}>
                  <Pencil className="size-4" aria-hidden />
                  <Trans>Modifier la partie</Trans>
                </Link>
              </Button>
              <CancelGameDialog gameId={game.id} laterInSeries={game.laterInSeries} onCancelled={refresh} />
            </>
          ) : null}
          {/* The same game again, next week or next month: past and cancelled ones too. */}
          <Button asChild variant="outline" className="w-full">
            <Link to="/$lang/games/create" params={{ lang }} search={{ from: game.id }}>
              <Copy className="size-4" aria-hidden />
              <Trans>Dupliquer la partie</Trans>
            </Link>
          </Button>
        </div>
      ) : game.myRegistration ? (
        <div className="space-y-2">
          <p className="rounded-lg bg-primary/10 px-3 py-2 text-sm font-semibold">
            {phase === "past" ? (
              status === "confirmed" ? (
                <Trans>Vous avez participé à cette partie.</Trans>
              ) : status === "pending" ? (
                <Trans>Votre demande d'inscription n'a pas reçu de réponse.</Trans>
              ) : (
                <Trans>Vous étiez sur liste d'attente.</Trans>
              )
            ) : status === "confirmed" ? (
              <Trans>Votre inscription à cette partie est confirmée.</Trans>
            ) : status === "pending" ? (
              <Trans>Demande envoyée : l'organisation valide chaque inscription et vous préviendra de sa réponse.</Trans>
            ) : (
              <Trans>Vous êtes sur liste d'attente : nous vous préviendrons si une place se libère.</Trans>
            )}
          </p>
          {game.paymentUrl && game.myRegistration.status === "confirmed" ? (
            <Button asChild variant="accent" className="w-full">
              <a href={game.paymentUrl} target="_blank" rel="noreferrer noopener">
                <Trans>Payer auprès de l'organisateur</Trans>
              </a>
            </Button>
          ) : null}
          {phase === "open" || phase === "full" ? (
            <Button variant="outline" className="w-full" onClick={() => void withdraw()} disabled={cancelMutation.isPending}>
              {status === "pending" ? <Trans>Retirer ma demande</Trans> : <Trans>Me désinscrire</Trans>}
            </Button>
          ) : null}
        </div>
      ) : game.requestDeclined ? (
        <p className="rounded-lg bg-muted px-3 py-2 text-sm">
          <Trans>L'organisation n'a pas retenu votre demande d'inscription à cette partie.</Trans>
        </p>
      ) : phase === "open" || phase === "full" ? (
        <div className="space-y-2">
          {game.approvalRequired ? (
            <p className="text-sm text-muted-foreground">
              <Trans>Inscription sur validation : l'organisation accepte chaque demande, dans la limite des places.</Trans>
            </p>
          ) : null}
          <Button
            size="lg"
            className="w-full"
            onClick={() => setRegistering(true)}
            onPointerEnter={() => void loadRegisterDialog()}
            onFocus={() => void loadRegisterDialog()}
          >
            {game.approvalRequired ? (
              <Trans>Demander à s'inscrire</Trans>
            ) : phase === "full" ? (
              <Trans>Rejoindre la liste d'attente</Trans>
            ) : (
              <Trans>S'inscrire</Trans>
            )}
          </Button>
        </div>
      ) : null}

      {shareable ? (
        <Button variant="ghost" className="w-full" onClick={() => void share()}>
          <Share2 className="size-4" aria-hidden />
          <Trans>Partager</Trans>
        </Button>
      ) : null}
      {registering ? (
        <Suspense fallback={null}>
          <RegisterDialog game={game} open={registering} onOpenChange={setRegistering} />
        </Suspense>
      ) : null}
    </Card>
  );
}
