import type { BadgeId } from "@escouade/contracts/players";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Award, CalendarHeart, ClipboardList, Crosshair, Flag, Handshake, Medal, Shield, Target, Users, type LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/dates.ts";
import { BADGE_LABELS } from "@/domain/players/player-labels.ts";
import { useTRPC } from "@/lib/trpc.ts";

const BADGE_ICONS: Record<BadgeId, LucideIcon> = {
  first_game: Crosshair,
  games_10: Target,
  games_50: Medal,
  first_organized: Flag,
  organizer_10: ClipboardList,
  team_founder: Shield,
  one_year: CalendarHeart,
  friends_10: Users,
  fair_player: Handshake,
  top_organizer: Award,
};
const ALL_BADGES = Object.keys(BADGE_LABELS) as BadgeId[];

/** Earned first (what the player has done), then the goals, each in the catalogue's order. */
function inShowingOrder(earned: ReadonlyMap<BadgeId, Date>): BadgeId[] {
  return [...ALL_BADGES.filter((id) => earned.has(id)), ...ALL_BADGES.filter((id) => !earned.has(id))];
}

/** Every badge there is: the earned ones with their date, the others dimmed, as goals to aim for. */
export function PlayerBadges({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const { i18n } = useLingui();
  const { data } = useSuspenseQuery(trpc.players.getProfileById.queryOptions({ userId }));
  const earned = new Map(data.badges.map((badge) => [badge.id, badge.earnedAt]));
  const earnedCount = earned.size;
  const total = ALL_BADGES.length;
  return (
    <section className="space-y-4">
      <p className="font-semibold">
        <Plural value={earnedCount} one={`# badge obtenu sur ${total}`} other={`# badges obtenus sur ${total}`} />
      </p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {inShowingOrder(earned).map((id) => {
          const earnedAt = earned.get(id);
          const Icon = BADGE_ICONS[id];
          const date = earnedAt ? formatDate(earnedAt, i18n.locale, "longDate") : null;
          return (
            <li
              key={id}
              className={cn(
                "flex gap-3 rounded-2xl border p-4",
                earnedAt ? "border-accent/50 bg-card shadow-sm" : "border-dashed border-border bg-card/50 text-muted-foreground",
              )}
            >
              <span
                className={cn(
                  "flex size-12 shrink-0 items-center justify-center rounded-full",
                  earnedAt ? "bg-accent text-accent-foreground" : "bg-muted opacity-70",
                )}
                aria-hidden
              >
                <Icon className="size-6" />
              </span>
              <div className="min-w-0 space-y-0.5">
                <h3 className={cn("font-bold", earnedAt ? "text-foreground" : "")}>{i18n._(BADGE_LABELS[id].name)}</h3>
                <p className="text-sm">{i18n._(BADGE_LABELS[id].description)}</p>
                <p className={cn("text-xs font-semibold", earnedAt ? "text-accent" : "")}>
                  {date ? <Trans>Obtenu le {date}</Trans> : <Trans>Pas encore obtenu</Trans>}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
