import { gameCalendarPath } from "@escouade/contracts/calendar";
import { Trans } from "@lingui/react/macro";
import { CalendarPlus } from "lucide-react";
import { Button } from "@/components/ui/button.tsx";
import { config } from "@/lib/config.ts";

/**
 * "Ajouter à mon agenda": the game as an .ics file the phone or computer opens in its calendar.
 * A private game's file needs the link's token the viewer came with (or holds, as its organizer).
 */
export function AddToCalendar({ gameId, shareToken }: { gameId: number; shareToken?: string | null }) {
  return (
    <Button asChild variant="outline" className="w-full">
      <a href={`${config.serverUrl}${gameCalendarPath(gameId, shareToken)}`} download={`escouade-partie-${gameId}.ics`}>
        <CalendarPlus className="size-4" aria-hidden />
        <Trans>Ajouter à mon agenda</Trans>
      </a>
    </Button>
  );
}
