import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Select } from "@/components/ui/select.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { SideBadge } from "./side-badge.tsx";
import type { SidesData, SidesPlayer } from "./sides-types.ts";

/** Players of one list grouped by team (teams by name, players alone last). */
export function byTeam(players: readonly SidesPlayer[]) {
  const teams = new Map<string, { name: string; players: SidesPlayer[] }>();
  const alone: SidesPlayer[] = [];
  for (const p of players) {
    if (!p.team) alone.push(p);
    else teams.set(p.team.id, { name: p.team.name, players: [...(teams.get(p.team.id)?.players ?? []), p] });
  }
  return { teams: [...teams.values()].sort((a, b) => a.name.localeCompare(b.name)), alone };
}

function PlayerRow({ player, data, editable, onMoved }: { player: SidesPlayer; data: SidesData; editable: boolean; onMoved: () => Promise<unknown> }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const assign = useMutation(trpc.sides.assign.mutationOptions());
  async function move(value: string) {
    try {
      await assign.mutateAsync({ registrationId: player.registrationId, sideId: value === "" ? null : Number(value) });
      await onMoved();
    } catch {
      // The query client has shown why.
    }
  }
  const fullName = [player.firstName, player.lastName].filter(Boolean).join(" ");
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0">
        <span className="font-semibold">{player.name}</span>
        {fullName ? <span className="text-muted-foreground"> · {fullName}</span> : null}
        {player.walkIn ? (
          <span className="ml-2 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
            <Trans>Sur place</Trans>
          </span>
        ) : null}
      </span>
      {editable ? (
        <label className="w-full sm:w-48">
          <span className="sr-only">
            <Trans>Camp de {player.name}</Trans>
          </span>
          <Select value={player.sideId ?? ""} disabled={assign.isPending} onChange={(e) => void move(e.target.value)}>
            <option value="">{t`Sans camp`}</option>
            {data.sides.map((s) => {
              const full = s.maxPlayers !== null && s.count >= s.maxPlayers && s.id !== player.sideId;
              return (
                <option key={s.id} value={s.id} disabled={full}>
                  {full ? t`${s.name} (complet)` : s.name}
                </option>
              );
            })}
          </Select>
        </label>
      ) : null}
    </li>
  );
}

function Roster({
  title,
  players,
  data,
  editable,
  onMoved,
}: {
  title: ReactNode;
  players: SidesPlayer[];
  data: SidesData;
  editable: boolean;
  onMoved: () => Promise<unknown>;
}) {
  const { teams, alone } = byTeam(players);
  const rows = (list: SidesPlayer[]) => (
    <ul className="divide-y divide-border">
      {list.map((p) => (
        <PlayerRow key={p.registrationId} player={p} data={data} editable={editable} onMoved={onMoved} />
      ))}
    </ul>
  );
  return (
    <section className="space-y-2 rounded-2xl border border-border bg-card p-4">
      {title}
      {players.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Personne pour l'instant.</Trans>
        </p>
      ) : null}
      {teams.map((team) => (
        <div key={team.name}>
          <h4 className="text-sm font-semibold text-muted-foreground">
            <Trans>Équipe {team.name}</Trans>
          </h4>
          {rows(team.players)}
        </div>
      ))}
      {alone.length > 0 && teams.length > 0 ? (
        <h4 className="text-sm font-semibold text-muted-foreground">
          <Trans>Sans équipe</Trans>
        </h4>
      ) : null}
      {alone.length > 0 ? rows(alone) : null}
    </section>
  );
}

/** Each side's players, and those without a side; a select per player moves them (no dragging). */
export function SideRosters({ data, onMoved }: { data: SidesData; onMoved: () => Promise<unknown> }) {
  const unassigned = data.players.filter((p) => p.sideId === null || !data.sides.some((s) => s.id === p.sideId));
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {data.sides.map((side) => (
        <Roster
          key={side.id}
          data={data}
          editable={data.game.editable}
          onMoved={onMoved}
          players={data.players.filter((p) => p.sideId === side.id)}
          title={
            <h3 className="flex items-center justify-between gap-2">
              <SideBadge name={side.name} colour={side.colour} />
              <span className="shrink-0 text-sm font-semibold tabular-nums">
                {side.maxPlayers === null ? (
                  <Plural value={side.count} one="# joueur" other="# joueurs" />
                ) : (
                  <Plural value={side.maxPlayers} one={`${side.count} / # joueur`} other={`${side.count} / # joueurs`} />
                )}
              </span>
            </h3>
          }
        />
      ))}
      {unassigned.length > 0 ? (
        <Roster
          data={data}
          editable={data.game.editable}
          onMoved={onMoved}
          players={unassigned}
          title={
            <h3 className="flex items-center justify-between gap-2 font-bold">
              <Trans>Sans camp</Trans>
              <span className="text-sm font-semibold tabular-nums">
                <Plural value={unassigned.length} one="# joueur" other="# joueurs" />
              </span>
            </h3>
          }
        />
      ) : null}
    </div>
  );
}
