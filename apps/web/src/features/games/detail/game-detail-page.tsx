import { Trans, useLingui } from "@lingui/react/macro";
import { OpenChannelButton } from "@/domain/messages/open-channel-button.tsx";
import { Link } from "@tanstack/react-router";
import { CalendarDays, Languages, MapPin, ShieldCheck, Trees } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card.tsx";
import { StarScore } from "@/components/ui/star-rating.tsx";
import { GameTeamsSummary } from "@/domain/teams/game-teams.tsx";
import { ReportButton } from "@/domain/reports/report-button.tsx";
import { LocationPreview } from "@/domain/map/location-preview.tsx";
import { config } from "@/lib/config.ts";
import { useDisplayNames } from "@/lib/display-names.ts";
import { formatDate, formatSchedule, formatTimeRange } from "@/lib/dates.ts";
import { useGameTime } from "@/domain/games/game-time.tsx";
import { imageUrl } from "@/lib/format.ts";
import { EQUIPMENT_LABELS, FACILITY_LABELS, GAME_TYPE_LABELS, PROTECTION_LABELS, PYROTECHNIC_LABELS, VISIBILITY_LABELS } from "@/domain/games/game-labels.ts";
import { ChipList } from "./chip-list.tsx";
import { GameReviews } from "./game-reviews.tsx";
import { GamePhaseNotice } from "./game-phase-notice.tsx";
import { gamePhase } from "./game-status.ts";
import { PowerLimitsTable } from "./power-limits-table.tsx";
import { RegistrationPanel } from "./registration-panel.tsx";
import { RulesToAcceptAgain } from "./rules-to-accept-again.tsx";
import { MyAnswers } from "./my-answers.tsx";
import { StaffBadge } from "@/domain/games/staff-badge.tsx";
import { StaffTools } from "../staff/staff-tools.tsx";
import { TicketContent, TicketHeading } from "@/domain/games/ticket-card.tsx";
import { CancellationPolicy } from "@/domain/games/cancellation-policy.tsx";
import { AddToCalendar } from "./add-to-calendar.tsx";
import { CarpoolSection } from "../carpool/carpool-section.tsx";
import { GameSidesCard } from "../sides/game-sides-card.tsx";
import { ShareLinkCard } from "./share-link-card.tsx";
import { useGame } from "./use-game.ts";
import { useNow } from "@/lib/use-now.ts";
import { UserText } from "@/components/ui/user-text.tsx";
import { MessagePlayerButton } from "@/domain/messages/message-player-button.tsx";

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold">{title}</h2>
      {children}
    </Card>
  );
}

export function GameDetailPage() {
  const { i18n, t } = useLingui();
  const { game, lang } = useGame();
  const names = useDisplayNames();
  const phase = gamePhase(game);
  const clock = useGameTime();
  const now = useNow();
  // On the field's clock; a reader in another zone is also given the times on theirs.
  const when = formatSchedule(game.startsAt, game.endsAt, lang, game.timeZone);
  const placeName = game.place?.name ?? "";
  // The reader's hours alone when the day is the same on both clocks.
  const sameDay = (zone: string) => formatDate(game.startsAt, lang, "shortDate", zone) + formatDate(game.endsAt, lang, "shortDate", zone);
  const yours = !clock.differs(game.startsAt, game.timeZone)
    ? null
    : sameDay(game.timeZone) === sameDay(clock.viewer)
      ? formatTimeRange(game.startsAt, game.endsAt, lang, clock.viewer)
      : formatSchedule(game.startsAt, game.endsAt, lang, clock.viewer);
  const none = <Trans>Rien de précisé</Trans>;

  return (
    <article className="space-y-6">
      <header className="overflow-hidden rounded-2xl border border-border bg-card">
        {game.coverImageKey ? (
          <img src={imageUrl(config.mediaUrl, game.coverImageKey, "large")} alt="" className="aspect-[21/9] max-h-80 w-full object-cover" />
        ) : (
          <div className="h-28 w-full bg-gradient-to-br from-primary to-accent sm:h-40" aria-hidden />
        )}
        <div className="space-y-3 p-5">
          <div className="flex flex-wrap gap-2 text-xs font-semibold uppercase tracking-wide">
            <span className="rounded-full bg-primary px-3 py-1 text-primary-foreground">{i18n._(GAME_TYPE_LABELS[game.type])}</span>
            <span className="rounded-full bg-muted px-3 py-1">{i18n._(VISIBILITY_LABELS[game.visibility])}</span>
          </div>
          <h1 className="text-3xl font-extrabold tracking-tight">{game.title}</h1>
          <GamePhaseNotice phase={phase} />
          {/* Only its organizer still opens a game the moderators removed: they are told why. */}
          {game.removedAt ? (
            <p role="status" className="rounded-lg bg-destructive/10 px-3 py-2 font-semibold text-destructive">
              <Trans>Partie retirée par la modération : {game.removedReason}</Trans>
            </p>
          ) : null}
          <p className="flex items-center gap-2 text-muted-foreground">
            <CalendarDays className="size-4 shrink-0" aria-hidden />
            <span>
              <span className="block first-letter:uppercase">
                {when}
                {yours ? <> ({t`heure locale`})</> : null}
              </span>
              {yours ? (
                <span className="block text-sm">
                  <Trans>Soit {yours} à votre heure</Trans>
                </span>
              ) : null}
            </span>
          </p>
          <p className="flex items-center gap-2 text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden />
            {game.street}, {game.postalCode} {game.city}, {names.country(game.country)}
          </p>
          {game.place ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                to="/$lang/shops/$shopId"
                params={{ lang, shopId: game.place.id }}
                className="inline-flex min-h-11 min-w-0 items-center gap-2 font-semibold text-accent [overflow-wrap:anywhere] hover:underline"
              >
                <Trees className="size-4 shrink-0" aria-hidden />
                <Trans>Terrain : {placeName}</Trans>
              </Link>
              {game.official ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-primary/15 px-3 py-1 text-xs font-semibold">
                  <ShieldCheck className="size-4" aria-hidden />
                  <Trans>Partie officielle du terrain</Trans>
                </span>
              ) : null}
            </p>
          ) : null}
          <p className="flex items-center gap-2 text-muted-foreground">
            <Languages className="size-4 shrink-0" aria-hidden />
            {game.languages.map((l) => names.language(l)).join(", ")}
          </p>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {phase === "past" ? <GameReviews game={game} lang={lang} /> : null}
          <Section title={<Trans>Présentation</Trans>}>
            <UserText text={game.description} />
          </Section>
          {game.photoKeys.length > 0 ? (
            <Section title={<Trans>Le terrain</Trans>}>
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {game.photoKeys.map((key, index) => (
                  <li key={key}>
                    <a href={imageUrl(config.mediaUrl, key, "large")} target="_blank" rel="noreferrer">
                      <img
                        src={imageUrl(config.mediaUrl, key, "thumb")}
                        alt={t`Photo du terrain ${index + 1}`}
                        loading="lazy"
                        className="aspect-square w-full rounded-lg object-cover"
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </Section>
          ) : null}
          <Section title={<Trans>Règles</Trans>}>
            <UserText text={game.rules} />
          </Section>
          <Section title={<Trans>Limites de puissance</Trans>}>
            <PowerLimitsTable limits={game.powerLimits} />
            <p className="text-xs text-muted-foreground">
              <Trans>Mesurées au chrono avec des billes de 0,20 g.</Trans>
            </p>
          </Section>
          <Section title={<Trans>Sécurité et matériel</Trans>}>
            <h3 className="text-sm font-semibold">
              <Trans>Protections obligatoires</Trans>
            </h3>
            <ChipList keys={game.protections} labels={PROTECTION_LABELS} empty={none} />
            <h3 className="text-sm font-semibold">
              <Trans>Répliques autorisées</Trans>
            </h3>
            <ChipList keys={game.equipment} labels={EQUIPMENT_LABELS} empty={none} />
            <h3 className="text-sm font-semibold">
              <Trans>Pyrotechnie autorisée</Trans>
            </h3>
            <ChipList keys={game.pyrotechnics} labels={PYROTECHNIC_LABELS} empty={<Trans>Aucune</Trans>} />
          </Section>
          <Section title={<Trans>Sur place</Trans>}>
            <ChipList keys={game.facilities} labels={FACILITY_LABELS} empty={none} />
          </Section>
          <Section title={<Trans>Accès</Trans>}>
            <LocationPreview latitude={game.latitude} longitude={game.longitude} name={game.title} zoom={12}>
              <p>
                {game.street}, {game.postalCode} {game.city}
              </p>
            </LocationPreview>
          </Section>
          <CarpoolSection game={game} lang={lang} />
        </div>
        {/* On a phone the price and the register button come right after the header, not after every section. */}
        <aside className="order-first space-y-6 lg:sticky lg:top-20 lg:order-none lg:col-start-2 lg:row-start-1 lg:self-start">
          {/* Changed rules come first: the organizer asks every registered player to accept them. */}
          {phase === "open" || phase === "full" ? <RulesToAcceptAgain game={game} /> : null}
          <RegistrationPanel game={game} lang={lang} />
          {phase === "open" || phase === "full" ? <MyAnswers game={game} /> : null}
          {game.myStaffRole && !game.cancelledAt && phase !== "past" ? <StaffTools gameId={game.id} lang={lang} role={game.myStaffRole} /> : null}
          {game.myRegistration?.ticket && !game.cancelledAt ? (
            <Card className="space-y-3">
              <TicketHeading />
              {game.myStaffRole ? <StaffBadge role={game.myStaffRole} /> : null}
              <TicketContent code={game.myRegistration.ticket} gameTitle={game.title} />
              <CancellationPolicy game={game} />
            </Card>
          ) : null}
          {/* Sides concern who plays: a visitor's page makes no request for them. */}
          {game.cancelledAt || !(game.isOrganizer || game.myRegistration) ? null : <GameSidesCard gameId={game.id} shareToken={game.openedWith} lang={lang} />}
          {game.shareToken ? <ShareLinkCard gameId={game.id} shareToken={game.shareToken} lang={lang} /> : null}
          {game.cancelledAt || game.endsAt.getTime() < now ? null : <AddToCalendar gameId={game.id} shareToken={game.shareToken ?? game.openedWith} />}
          {game.isOrganizer || game.myRegistration?.status === "confirmed" ? (
            <OpenChannelButton channel={{ kind: "game", gameId: game.id }} className="w-full">
              {game.isOrganizer ? <Trans>Écrire aux participants</Trans> : <Trans>Discussion de la partie</Trans>}
            </OpenChannelButton>
          ) : null}
          {game.isOrganizer ? <GameTeamsSummary gameId={game.id} lang={lang} /> : null}
          {game.organizer ? (
            <Card className="flex items-center gap-3">
              <span className="flex size-12 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground" aria-hidden>
                {game.organizer.username.charAt(0).toUpperCase()}
              </span>
              <div>
                <p className="text-sm text-muted-foreground">
                  <Trans>Organisé par</Trans>
                </p>
                <p className="font-semibold">
                  <Link to="/$lang/user/$userId" params={{ lang, userId: game.organizer.id }} className="hover:underline">
                    {game.organizer.username}
                  </Link>
                </p>
                <p className="text-sm text-muted-foreground">{game.organizer.city}</p>
                {game.organizer.reputation.count > 0 ? (
                  <StarScore average={game.organizer.reputation.average} count={game.organizer.reputation.count} className="text-sm" />
                ) : (
                  <p className="text-sm text-muted-foreground">
                    <Trans>Pas encore noté comme organisateur</Trans>
                  </p>
                )}
              </div>
            </Card>
          ) : null}
          {/* A registered player's questions reach the organizer's inbox, not the strangers' requests. */}
          {game.organizer && !game.isOrganizer && game.myRegistration && game.myRegistration.status !== "cancelled" ? (
            <MessagePlayerButton
              userId={game.organizer.id}
              username={game.organizer.username}
              label={<Trans>Contacter l'organisation</Trans>}
              className="w-full"
            />
          ) : null}
          <ReportButton target={{ kind: "game", id: game.id, shareToken: game.openedWith }} mine={game.isOrganizer} className="w-full" />
        </aside>
      </div>
    </article>
  );
}
