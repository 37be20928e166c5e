import { fieldDayStart, isWalkInOpen } from "@escouade/contracts/check-in";
import { isBeforeStart } from "@escouade/contracts/game-rules";
import type { PaymentStatus } from "@escouade/contracts/games";
import { ratingWindow } from "@escouade/contracts/rating-window";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient, useSuspenseQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { ArrowLeft, Download } from "lucide-react";
import { useCallback, useId, useState, type ReactNode } from "react";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { cn } from "@/lib/cn.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { type GameTeam, TeamLink, useGameTeams } from "@/domain/teams/game-teams.tsx";
import { useOnline } from "@/lib/use-online.ts";
import { ArrivalsFilter, type ArrivalFilter } from "./arrivals-filter.tsx";
import { CheckInCard } from "./check-in-card.tsx";
import type { GameRegistration } from "./check-in-outcome.ts";
import { useCheckInQueue } from "./check-in-queue.ts";
import { RegistrationRow } from "./registration-row.tsx";
import { LateCancellations } from "./late-cancellations.tsx";
import { PendingRequests } from "./pending-requests.tsx";
import { StaffCard } from "../staff/staff-card.tsx";
import { useQueuedCheckInsSender } from "./use-check-in.ts";
import { WalkInButton } from "./walk-in-dialog.tsx";
import { csvExportOptions, downloadCsv } from "@/lib/save-file.ts";

const route = getRouteApi("/$lang/games/$gameId/registrations");

/** A titled row of figures; the title names the list for screen readers too. */
function Tiles({ title, tiles, className }: { title: ReactNode; tiles: ReadonlyArray<{ label: ReactNode; value: ReactNode }>; className: string }) {
  const id = useId();
  return (
    <section className="space-y-2">
      <h2 id={id} className="text-sm font-semibold text-muted-foreground">
        {title}
      </h2>
      <dl aria-labelledby={id} className={cn("grid gap-3", className)}>
        {tiles.map((tile, index) => (
          <div key={index} className="rounded-2xl border border-border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{tile.label}</dt>
            <dd className="text-2xl font-bold">{tile.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function RegistrationsPage() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const { t } = useLingui();
  const { lang, gameId } = route.useParams();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(trpc.registrations.getGameRegistrations.queryOptions({ gameId }));
  // Stable: the check-in queue's sender runs again whenever it changes.
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.registrations.getGameRegistrations.queryKey({ gameId }) }),
    [queryClient, gameId, trpc],
  );
  const payment = useMutation(trpc.registrations.setPaymentStatus.mutationOptions());
  const removal = useMutation(trpc.registrations.removeRegistrant.mutationOptions());
  // The game's staff open this page for the gate: what they may not change is not offered.
  const organizer = data.viewerIsOrganizer;
  const gameTeams = useGameTeams(gameId, organizer);
  const { summary } = data;
  const rosterOpen = organizer && isBeforeStart(data.game);
  const ratingOpen = organizer && !data.game.cancelledAt && ratingWindow(data.game.endsAt) === "open";
  const online = useOnline();
  const queue = useCheckInQueue(gameId);
  const [arrivals, setArrivals] = useState<ArrivalFilter>("all");
  useQueuedCheckInsSender(gameId, refresh);

  async function setPayment(registrationId: number, paymentStatus: PaymentStatus) {
    try {
      await payment.mutateAsync({ registrationId, paymentStatus });
      await refresh();
    } catch {
      // The query client has shown why.
    }
  }

  async function remove(registrationId: number, username: string) {
    if (!window.confirm(t`Retirer ${username} de la partie ? Cette personne sera prévenue.`)) return;
    try {
      await removal.mutateAsync({ registrationId });
      toast.success(t`Joueur retiré`);
      await refresh();
    } catch {
      // The query client has shown why.
    }
  }

  const exportCsv = () => downloadCsv(() => trpcClient.registrations.exportRegistrationsCsv.query({ gameId, ...csvExportOptions(lang) }));

  // Requests waiting for the organizer's answer hold no place: they are listed apart.
  const requests = data.registrations.filter((r) => r.status === "pending");
  const holders = data.registrations.filter((r) => r.status !== "pending");
  // Arrived: let in by the server, or on this phone waiting to be sent. Only confirmed players are awaited.
  const pendingIds = new Set(queue.pending.map((p) => p.registrationId));
  const hasArrived = (r: GameRegistration) => r.checkedInAt !== null || pendingIds.has(r.id);
  const confirmedRegistrations = holders.filter((r) => r.status === "confirmed");
  const arrivalCounts = {
    all: holders.length,
    arrived: confirmedRegistrations.filter(hasArrived).length,
    missing: confirmedRegistrations.filter((r) => !hasArrived(r)).length,
  };
  const shown = holders.filter((r) => arrivals === "all" || (r.status === "confirmed" && hasArrived(r) === (arrivals === "arrived")));

  const renderRegistration = (r: GameRegistration) => (
    <RegistrationRow
      key={r.id}
      registration={r}
      gameId={gameId}
      lang={lang}
      pending={pendingIds.has(r.id)}
      rulesVersion={data.game.rulesVersion}
      questions={data.game.questions}
      timeZone={data.game.timeZone}
      rosterOpen={rosterOpen}
      ratingOpen={ratingOpen}
      onPayment={organizer ? (id, status) => void setPayment(id, status) : undefined}
      onRemove={(id, name) => void remove(id, name)}
    />
  );

  // Registrants grouped by team (teams by name, players without one last), once the organizer's
  // team view has answered; a flat list when nobody came with a team.
  const teamOf = new Map<string, GameTeam>();
  for (const group of gameTeams.data?.teams ?? []) for (const player of group.players) teamOf.set(player.userId, group.team);
  const groups = (gameTeams.data?.teams ?? [])
    .map(({ team }) => ({ team, registrations: shown.filter((r) => r.userId !== null && teamOf.get(r.userId)?.id === team.id) }))
    .filter((group) => group.registrations.length > 0);
  const withoutTeam = shown.filter((r) => r.userId === null || !teamOf.has(r.userId));

  // The four payment statuses split the confirmed players, so these tiles add up to "Confirmés".
  // The server's own refund count also takes in the waitlist: among the confirmed, refunds are what is left.
  const refundedConfirmed = summary.confirmed - summary.paid - summary.unpaid - summary.exempt;
  const registrationTiles = [
    { label: <Trans>Confirmés</Trans>, value: `${summary.confirmed} / ${data.game.maxPlayers}` },
    { label: <Trans>Liste d'attente</Trans>, value: summary.waitlisted },
    ...(data.game.approvalRequired || summary.pending > 0 ? [{ label: <Trans>À valider</Trans>, value: summary.pending }] : []),
  ];
  const paymentTiles = [
    { label: <Trans>Payés</Trans>, value: summary.paid },
    { label: <Trans>Non payés</Trans>, value: summary.unpaid },
    { label: <Trans>Exemptés</Trans>, value: summary.exempt },
    { label: <Trans>Remboursés</Trans>, value: refundedConfirmed },
  ];

  const fieldDay = isWalkInOpen(data.game);
  const gate = (
    <>
      {/* Past the gate's hours, still shown while this phone holds check-ins or what the server said of them. */}
      {(!data.game.cancelledAt && !ratingOpen) || queue.pending.length > 0 || queue.conflicts.length > 0 ? (
        <CheckInCard
          gameId={gameId}
          opensAt={fieldDayStart(data.game)}
          timeZone={data.game.timeZone}
          lang={lang}
          arrived={summary.checkedIn}
          expected={summary.confirmed}
          registrations={holders}
          onCheckedIn={refresh}
        />
      ) : null}
      {organizer && fieldDay && summary.placesLeft > 0 ? (
        <WalkInButton gameId={gameId} limits={data.game.powerLimits} placesLeft={summary.placesLeft} online={online} onAdded={() => void refresh()} />
      ) : null}
    </>
  );

  return (
    <div className="space-y-6">
      <Link to="/$lang/games/$gameId" params={{ lang, gameId }} className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent">
        <ArrowLeft className="size-4" aria-hidden />
        {data.game.title}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">
          <Trans>Inscriptions</Trans>
        </h1>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/$lang/games/$gameId/chrono" params={{ lang, gameId }}>
              <Trans>Chrono</Trans>
            </Link>
          </Button>
          {organizer ? (
            <>
              <Button asChild variant="outline">
                <Link to="/$lang/games/$gameId/sides" params={{ lang, gameId }}>
                  <Trans>Camps</Trans>
                </Link>
              </Button>
              <Button variant="outline" onClick={() => void exportCsv()}>
                <Download className="size-4" aria-hidden />
                <Trans>Exporter en CSV</Trans>
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {/* At the field the gate comes first: the organizer opens this page on a phone to scan. */}
      {fieldDay ? gate : null}
      {/* A third tile (requests to approve) takes room from the payments, so its words stay on one line. */}
      <div className={cn("grid gap-4", registrationTiles.length > 2 ? "lg:grid-cols-2" : "lg:grid-cols-[1fr_2fr]")}>
        <Tiles title={<Trans>Places</Trans>} tiles={registrationTiles} className={registrationTiles.length > 2 ? "grid-cols-3" : "grid-cols-2"} />
        <Tiles
          title={<Plural value={summary.confirmed} _0="Paiement des confirmés" one="Paiement du joueur confirmé" other="Paiement des # joueurs confirmés" />}
          tiles={paymentTiles}
          className="grid-cols-2 sm:grid-cols-4"
        />
      </div>
      {fieldDay ? null : gate}
      {organizer ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Aucun paiement par carte n'est intégré : notez ici qui a payé sur place, par virement ou via votre lien de paiement.</Trans>
        </p>
      ) : null}
      {rosterOpen ? (
        <PendingRequests requests={requests} questions={data.game.questions} timeZone={data.game.timeZone} lang={lang} onDecided={refresh} />
      ) : null}
      {rosterOpen ? <StaffCard gameId={gameId} registrations={holders} /> : null}
      {summary.rulesNotAccepted > 0 && rosterOpen ? (
        <p role="status" className="rounded-lg bg-amber-500/10 px-3 py-2 text-sm font-semibold">
          <Plural
            value={summary.rulesNotAccepted}
            one="# joueur n'a pas encore accepté le règlement modifié : la page de la partie le lui demande."
            other="# joueurs n'ont pas encore accepté le règlement modifié : la page de la partie le leur demande."
          />
        </p>
      ) : null}
      {ratingOpen ? (
        <p className="rounded-lg bg-primary/10 px-3 py-2 text-sm font-semibold">
          <Trans>La partie est terminée : notez le fair-play de vos joueurs. Ces notes forment leur réputation.</Trans>
        </p>
      ) : null}
      {holders.length > 0 ? <ArrivalsFilter value={arrivals} onChange={setArrivals} counts={arrivalCounts} /> : null}
      {holders.length === 0 ? (
        <Card>
          <p className="text-muted-foreground">
            <Trans>Personne ne s'est encore inscrit.</Trans>
          </p>
        </Card>
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground">
          {arrivals === "arrived" ? <Trans>Personne n'est encore arrivé.</Trans> : <Trans>Tous les joueurs confirmés sont arrivés.</Trans>}
        </p>
      ) : groups.length === 0 ? (
        <ul className="space-y-3">{shown.map(renderRegistration)}</ul>
      ) : (
        <div className="space-y-6">
          {groups.map(({ team, registrations }) => (
            <section key={team.id} className="space-y-2" aria-label={team.name}>
              <h2 className="flex items-center justify-between gap-3 text-lg">
                <TeamLink team={team} lang={lang} />
                <span className="text-sm font-normal text-muted-foreground">
                  <Plural value={registrations.length} one="# joueur" other="# joueurs" />
                </span>
              </h2>
              <ul className="space-y-3">{registrations.map(renderRegistration)}</ul>
            </section>
          ))}
          {withoutTeam.length > 0 ? (
            <section className="space-y-2" aria-label={t`Sans équipe`}>
              <h2 className="flex min-h-11 items-center justify-between gap-3 text-lg font-semibold">
                <Trans>Sans équipe</Trans>
                <span className="text-sm font-normal text-muted-foreground">
                  <Plural value={withoutTeam.length} one="# joueur" other="# joueurs" />
                </span>
              </h2>
              <ul className="space-y-3">{withoutTeam.map(renderRegistration)}</ul>
            </section>
          ) : null}
        </div>
      )}
      <LateCancellations
        cancellations={data.lateCancellations}
        timeZone={data.game.timeZone}
        lang={lang}
        onPayment={(id, status) => void setPayment(id, status)}
      />
    </div>
  );
}
