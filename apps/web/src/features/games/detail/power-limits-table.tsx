import { POWER_CLASSES, formatJoules } from "@escouade/contracts/power";
import { Trans, useLingui } from "@lingui/react/macro";
import { POWER_CLASS_LABELS } from "@/domain/games/game-labels.ts";
import type { GameDetail } from "./use-game.ts";

export function PowerLimitsTable({ limits }: { limits: GameDetail["powerLimits"] }) {
  const { i18n } = useLingui();
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 2 });
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">
        <Trans>Limites de puissance (FPS mesurés avec une bille de 0,20 g)</Trans>
      </caption>
      <thead>
        <tr className="text-left text-muted-foreground">
          <th scope="col" className="py-2 font-medium"><Trans>Réplique</Trans></th>
          <th scope="col" className="py-2 font-medium"><Trans>Minimum</Trans></th>
          <th scope="col" className="py-2 font-medium"><Trans>Maximum</Trans></th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {POWER_CLASSES.map((powerClass) => {
          const { min, max } = limits[powerClass];
          return (
            <tr key={powerClass}>
              <th scope="row" className="py-2 text-left font-semibold">{i18n._(POWER_CLASS_LABELS[powerClass])}</th>
              <td className="py-2">{min > 0 ? `${min} fps · ${number.format(formatJoules(min))} J` : "—"}</td>
              <td className="py-2">{`${max} fps · ${number.format(formatJoules(max))} J`}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
