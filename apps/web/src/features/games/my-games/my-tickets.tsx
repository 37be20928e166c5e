import { Trans, useLingui } from "@lingui/react/macro";
import { Ticket } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Dialog, DialogContent, DialogDescription, DialogTrigger } from "@/components/ui/dialog.tsx";
import { TicketContent } from "@/domain/games/ticket-card.tsx";
import { GameTime } from "@/domain/games/game-time.tsx";
import { CancellationPolicy } from "@/domain/games/cancellation-policy.tsx";
import { StaffBadge } from "@/domain/games/staff-badge.tsx";
import type { StaffRole } from "@escouade/contracts/staff";

interface TicketRow {
  ticket: string;
  staffRole: StaffRole | null;
  game: { id: number; title: string; startsAt: Date; timeZone: string; cancellationNoticeHours: number };
}

/** The tickets of the places held in games to come, each a tap away from full screen. */
export function MyTickets({ tickets }: { tickets: TicketRow[] }) {
  const { t } = useLingui();
  if (tickets.length === 0) return null;
  return (
    <section className="mt-6 space-y-2" aria-labelledby="my-tickets">
      <h3 id="my-tickets" className="font-semibold">
        <Trans>Mes billets</Trans>
      </h3>
      <ul className="space-y-2">
        {tickets.map(({ ticket, game, staffRole }) => {
          const gameTitle = game.title;
          return (
            <li key={game.id} className="flex items-center justify-between gap-3">
              <span className="min-w-0">
                <span className="block font-medium">{game.title}</span>
                <span className="text-sm text-muted-foreground">
                  <GameTime date={game.startsAt} timeZone={game.timeZone} style="dayYearTime" />
                </span>
              </span>
              <Dialog>
                <DialogTrigger asChild>
                  <Button variant="outline" aria-label={t`Billet pour ${gameTitle}`}>
                    <Ticket className="size-4" aria-hidden />
                    <Trans>Billet</Trans>
                  </Button>
                </DialogTrigger>
                <DialogContent title={game.title} size="sm">
                  <DialogDescription className="mb-3">
                    <GameTime date={game.startsAt} timeZone={game.timeZone} style="dayYearTime" />
                  </DialogDescription>
                  {staffRole ? <StaffBadge role={staffRole} /> : null}
                  <TicketContent code={ticket} gameTitle={game.title} />
                  <CancellationPolicy game={game} className="mt-3" />
                </DialogContent>
              </Dialog>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
