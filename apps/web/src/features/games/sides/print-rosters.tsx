import { Plural, Trans } from "@lingui/react/macro";
import { createPortal } from "react-dom";
import { formatDate } from "@/lib/dates.ts";
import { useHydrated } from "@/lib/use-hydrated.ts";
import { SideSwatch } from "./side-badge.tsx";
import { byTeam } from "./side-rosters.tsx";
import type { SidesData } from "./sides-types.ts";

/**
 * What "Imprimer" prints: only this, one side per page (its name, count and a table of its
 * players by team, with a box to tick at the gate), black on white whatever the theme. It sits
 * outside the app (a portal into <body>) so the print rule can hide everything else whole.
 */
const PRINT_CSS = `
@media print {
  body > :not(#sides-print) { display: none !important; }
  html, body { background: #fff !important; color: #000 !important; }
  #sides-print { display: block !important; }
  #sides-print section + section { break-before: page; }
  #sides-print tr { break-inside: avoid; }
}`;

export function PrintRosters({ data, lang }: { data: SidesData; lang: string }) {
  // A portal into <body> is the browser's: the server draws none, and hydration adds it after.
  const hydrated = useHydrated();
  const lists = [
    ...data.sides.map((side) => ({
      key: String(side.id),
      name: side.name,
      colour: side.colour as string | null,
      players: data.players.filter((p) => p.sideId === side.id),
    })),
    { key: "none", name: null, colour: null, players: data.players.filter((p) => p.sideId === null) },
  ].filter((list) => list.name !== null || list.players.length > 0);
  if (!hydrated) return null;
  return createPortal(
    <div id="sides-print" className="hidden bg-white p-4 font-sans text-black">
      <style>{PRINT_CSS}</style>
      {lists.map((list) => {
        const { teams, alone } = byTeam(list.players);
        const ordered = [...teams.flatMap((team) => team.players.map((p) => ({ p, team: team.name }))), ...alone.map((p) => ({ p, team: "" }))];
        return (
          <section key={list.key} className="mb-8">
            <p className="text-sm">
              {data.game.title} · {formatDate(data.game.startsAt, lang, "longDate", data.game.timeZone)}
            </p>
            <h2 className="my-2 flex items-center gap-2 text-2xl font-bold">
              {list.colour ? <SideSwatch colour={list.colour} /> : null}
              {list.name ?? <Trans>Sans camp</Trans>}
              <span className="text-base font-normal">
                (<Plural value={list.players.length} one="# joueur" other="# joueurs" />)
              </span>
            </h2>
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr className="border-b-2 border-black text-left">
                  <th className="py-1 pr-2">
                    <Trans>Pseudo</Trans>
                  </th>
                  <th className="py-1 pr-2">
                    <Trans>Nom</Trans>
                  </th>
                  <th className="py-1 pr-2">
                    <Trans>Équipe</Trans>
                  </th>
                  <th className="w-16 py-1">
                    <Trans>Présence</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {ordered.map(({ p, team }) => (
                  <tr key={p.registrationId} className="border-b border-gray-400">
                    <td className="py-1 pr-2 font-semibold">{p.name}</td>
                    <td className="py-1 pr-2">{[p.firstName, p.lastName].filter(Boolean).join(" ")}</td>
                    <td className="py-1 pr-2">{team}</td>
                    <td className="py-1">{p.checkedInAt ? "✓" : "☐"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        );
      })}
    </div>,
    document.body,
  );
}
