import { Trans, useLingui } from "@lingui/react/macro";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Clock, Flag, Swords, Users, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTRPC } from "@/lib/trpc.ts";

function Stat({ icon: Icon, label, value }: { icon: LucideIcon; label: ReactNode; value: number }) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5">
      <dt className="flex items-center gap-2 text-sm text-muted-foreground">
        <Icon className="size-4 shrink-0 text-accent" aria-hidden />
        {label}
      </dt>
      <dd className="mt-auto text-3xl font-extrabold tracking-tight">{i18n.number(value)}</dd>
    </div>
  );
}

/** What a player has done on Escouade, counted by the server from real games and friendships. */
export function PlayerStats({ userId }: { userId: string }) {
  const trpc = useTRPC();
  const { data } = useSuspenseQuery(trpc.players.getProfileById.queryOptions({ userId }));
  const { stats } = data;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat icon={Swords} label={<Trans>Parties jouées</Trans>} value={stats.gamesPlayed} />
      <Stat icon={Flag} label={<Trans>Parties organisées</Trans>} value={stats.gamesOrganized} />
      <Stat icon={Clock} label={<Trans>Heures de jeu</Trans>} value={stats.hoursPlayed} />
      <Stat icon={Users} label={<Trans>Amis</Trans>} value={stats.friends} />
    </dl>
  );
}
