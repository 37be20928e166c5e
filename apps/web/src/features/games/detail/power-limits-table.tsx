import { POWER_CLASSES, formatJoules } from "@escouade/contracts/power";
import { Trans, useLingui } from "@lingui/react/macro";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import type { GameDetail } from "./use-game.ts";
import { numberFormat } from "@/lib/intl-formats.ts";

/**
 * One limit: fps above joules, each on its own line, so three columns fit a 360 px phone even with
 * "Halbautomatisch" or "Semiautomática" beside them. The space keeps "350 fps 1,14 J" one name to a screen reader.
 */
function Limit({ fps, joules }: { fps: number; joules: string }) {
  return (
    <>
      <span className="block whitespace-nowrap">{fps} fps</span> <span className="block whitespace-nowrap text-xs text-muted-foreground">{joules} J</span>
    </>
  );
}

export function PowerLimitsTable({ limits }: { limits: GameDetail["powerLimits"] }) {
  const { i18n } = useLingui();
  const number = numberFormat(i18n.locale, { maximumFractionDigits: 2 });
  const cell = "py-2 pl-3 align-top";
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        <Trans>Limites de puissance (FPS mesurés avec une bille de 0,20 g)</Trans>
      </caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="py-2 font-medium">
            <Trans>Réplique</Trans>
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            <Trans>Minimum</Trans>
          </th>
          <th scope="col" className={`${cell} font-medium`}>
            <Trans>Maximum</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {POWER_CLASSES.map((powerClass) => {
          const { min, max } = limits[powerClass];
          return (
            <tr key={powerClass}>
              {/* A long class name breaks at a hyphenation point rather than running into the next column. */}
              <th scope="row" className="py-2 text-left align-top font-semibold break-words hyphens-auto">
                {i18n._(POWER_CLASS_LABELS[powerClass])}
              </th>
              <td className={cell}>{min > 0 ? <Limit fps={min} joules={number.format(formatJoules(min))} /> : "—"}</td>
              <td className={cell}>
                <Limit fps={max} joules={number.format(formatJoules(max))} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
