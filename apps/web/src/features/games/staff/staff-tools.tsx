import type { StaffRole } from "@escouade/contracts/staff";
import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Gauge, ScanLine } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { Card } from "@/components/ui/card.tsx";
import { StaffBadge } from "@/domain/games/staff-badge.tsx";

/** A staff member's way to the gate and the chrono; the game itself stays the organizer's to edit. */
export function StaffTools({ gameId, lang, role }: { gameId: number; lang: string; role: StaffRole }) {
  return (
    <Card className="space-y-3">
      <StaffBadge role={role} />
      <p className="text-sm text-muted-foreground">
        <Trans>Vous faites partie du staff : vous accueillez les joueurs et passez les répliques au chrono.</Trans>
      </p>
      <Button asChild className="w-full">
        <Link to="/$lang/games/$gameId/registrations" params={{ lang, gameId }}>
          <ScanLine className="size-4" aria-hidden />
          <Trans>Accueil des joueurs</Trans>
        </Link>
      </Button>
      <Button asChild variant="outline" className="w-full">
        <Link to="/$lang/games/$gameId/chrono" params={{ lang, gameId }}>
          <Gauge className="size-4" aria-hidden />
          <Trans>Chrono</Trans>
        </Link>
      </Button>
    </Card>
  );
}
