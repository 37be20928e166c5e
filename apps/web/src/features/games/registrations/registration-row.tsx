import type { PaymentStatus, Replica } from "@escouade/contracts/games";
import type { I18n } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { UserMinus } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { PAYMENT_STATUS_LABELS, POWER_CLASS_LABELS, REGISTRATION_STATUS_LABELS } from "@/domain/games/game-labels.ts";
import { formatDate } from "@/lib/dates.ts";
import { rulesAcceptedNow } from "@escouade/contracts/game-rules";
import { GameTime } from "@/domain/games/game-time.tsx";
import { registrationName, type GameRegistration } from "./check-in-outcome.ts";
import { FairPlayRating } from "./fair-play-rating.tsx";
import { PaymentSelect } from "./payment-select.tsx";
import { RegistrationAnswersList } from "./registration-answers.tsx";
import type { RegistrationQuestion } from "@escouade/contracts/registration-questions";

/** "AEG 330 fps (VFC HK416) · DMR 420 fps": what a player declared, on one line. */
export function replicasLine(replicas: readonly Replica[], i18n: I18n): string {
  return replicas.map((rep) => `${i18n._(POWER_CLASS_LABELS[rep.powerClass])} ${rep.fps} fps${rep.name ? ` (${rep.name})` : ""}`).join(" · ");
}

const badge = "inline-block rounded-full px-2 py-0.5 text-xs font-semibold";

interface RegistrationRowProps {
  registration: GameRegistration;
  gameId: number;
  lang: string;
  /** Checked in on this phone with no network: waiting to be sent. */
  pending: boolean;
  /** The game's rules as they stand: an acceptance of an older version asks for a new one. */
  rulesVersion: number;
  /** The game's questions: the player's answers show under their replicas. */
  questions: readonly RegistrationQuestion[];
  timeZone: string;
  rosterOpen: boolean;
  ratingOpen: boolean;
  /** Absent for the game's staff, who see payments without changing them. */
  onPayment?: (registrationId: number, paymentStatus: PaymentStatus) => void;
  onRemove: (registrationId: number, name: string) => void;
}

/** One registrant on the organizer's page: who, with what, paid or not, arrived when and let in by whom. */
export function RegistrationRow({
  registration: r,
  gameId,
  lang,
  pending,
  rulesVersion,
  questions,
  timeZone,
  rosterOpen,
  ratingOpen,
  onPayment,
  onRemove,
}: RegistrationRowProps) {
  const { i18n } = useLingui();
  const name = registrationName(r);
  const walkIn = r.userId === null && r.guestName !== null;
  const time = r.checkedInAt ? formatDate(r.checkedInAt, lang, "time") : "";
  const by = r.checkedInBy;
  return (
    <li className="grid gap-3 rounded-2xl border border-border bg-card p-4 md:grid-cols-[1fr_auto_auto] md:items-center">
      <div className="min-w-0 space-y-1">
        <p className="break-words font-semibold">
          {r.userId ? (
            <Link to="/$lang/user/$userId" params={{ lang, userId: r.userId }} className="hover:underline">
              {name}
            </Link>
          ) : (
            name
          )}{" "}
          {r.firstName || r.lastName ? (
            <span className="font-normal text-muted-foreground">
              · {r.firstName} {r.lastName}
            </span>
          ) : null}
        </p>
        {r.email || r.phone ? <p className="break-words text-sm text-muted-foreground">{[r.email, r.phone].filter(Boolean).join(" · ")}</p> : null}
        {r.replicas.length > 0 ? <p className="text-sm">{replicasLine(r.replicas, i18n)}</p> : null}
        <RegistrationAnswersList questions={questions} answers={r.answers} />
        <div className="flex flex-wrap gap-2">
          <span className={r.status === "confirmed" ? `${badge} bg-primary/15` : `${badge} bg-muted`}>{i18n._(REGISTRATION_STATUS_LABELS[r.status])}</span>
          {walkIn ? (
            <span className={`${badge} bg-muted`}>
              <Trans>Sur place</Trans>
            </span>
          ) : null}
          {r.checkedInAt ? (
            <span className={`${badge} bg-accent/15`}>
              {by ? (
                <Trans>
                  Arrivée à {time}, notée par {by}
                </Trans>
              ) : (
                <Trans>Arrivée à {time}</Trans>
              )}
            </span>
          ) : pending ? (
            <span className={`${badge} bg-amber-500/15`}>
              <Trans>Arrivée notée, en attente d'envoi</Trans>
            </span>
          ) : null}
          {walkIn ? null : rulesAcceptedNow({ rulesVersion }, r) && r.rulesAcceptedAt ? (
            <span className={`${badge} bg-muted font-normal`}>
              <Trans>
                Règlement accepté le <GameTime date={r.rulesAcceptedAt} timeZone={timeZone} style="dayTime" />
              </Trans>
            </span>
          ) : (
            <span className={`${badge} bg-amber-500/15`}>
              <Trans>Règlement modifié pas encore accepté</Trans>
            </span>
          )}
        </div>
        {ratingOpen && r.status === "confirmed" && r.userId ? (
          <FairPlayRating gameId={gameId} registrationId={r.id} username={name} score={r.fairPlay?.score ?? null} />
        ) : null}
      </div>
      {onPayment ? (
        <PaymentSelect name={name} value={r.paymentStatus} onChange={(status) => onPayment(r.id, status)} />
      ) : (
        <span className={`${badge} justify-self-start bg-muted`}>{i18n._(PAYMENT_STATUS_LABELS[r.paymentStatus])}</span>
      )}
      {rosterOpen ? (
        <Button variant="ghost" className="text-destructive" onClick={() => onRemove(r.id, name)}>
          <UserMinus className="size-4" aria-hidden />
          <Trans>Retirer</Trans>
        </Button>
      ) : null}
    </li>
  );
}
