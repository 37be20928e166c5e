import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { REFERENCE_BB_GRAMS, joulesToFps } from "@escouade/contracts/power";
import { FIELD_CLASSES, engagementBand, type FieldClassId } from "@escouade/contracts/toolbox";
import { Trans, useLingui } from "@lingui/react/macro";
import { formatDecimal, formatGrams, withUnit } from "./number-format.ts";
import { ToolboxSection } from "./toolbox-section.tsx";

const CLASS_LABELS: Record<FieldClassId, MessageDescriptor> = {
  cqb: msg`CQB (intérieur)`,
  pistol: msg`Pistolet (GBB, AEP)`,
  aeg: msg`AEG (fusil d'assaut)`,
  dmr: msg`DMR (coup par coup)`,
  sniper: msg`Sniper (à verrou)`,
};

/** The usual limits in joules, and the FPS a chrono shows for them at 0.20 g and with the chosen BB. */
export function FieldClassesTable({ bbGrams }: { bbGrams: number }) {
  const { i18n } = useLingui();
  const fps = (joules: number, weight: number) => formatDecimal(i18n.locale, joulesToFps(joules, weight), 0);
  const otherWeight = bbGrams !== REFERENCE_BB_GRAMS;
  const referenceWeight = formatGrams(i18n.locale, REFERENCE_BB_GRAMS);
  const chosenWeight = formatGrams(i18n.locale, bbGrams);
  return (
    <ToolboxSection
      title={<Trans>Limites de puissance par classe</Trans>}
      intro={<Trans>Limites usuelles des terrains français : vérifiez toujours le règlement de votre terrain.</Trans>}
    >
      <div className="-mx-1 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs text-muted-foreground">
              <th scope="col" className="px-1 py-2 font-medium">
                <Trans>Classe</Trans>
              </th>
              <th scope="col" className="px-1 py-2 text-right font-medium">
                <Trans>Limite</Trans>
              </th>
              <th scope="col" className="px-1 py-2 text-right font-medium">
                <Trans>FPS à {referenceWeight}</Trans>
              </th>
              {otherWeight ? (
                <th scope="col" className="px-1 py-2 text-right font-medium">
                  <Trans>FPS à {chosenWeight}</Trans>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-border tabular-nums">
            {FIELD_CLASSES.map(({ id, maxJoules }) => {
              const distance = engagementBand(maxJoules).metres;
              const metres = withUnit(formatDecimal(i18n.locale, distance, 0), "m");
              return (
                <tr key={id}>
                  <th scope="row" className="px-1 py-2 text-left font-semibold">
                    {i18n._(CLASS_LABELS[id])}
                    {distance > 0 ? (
                      <span className="block text-xs font-normal text-muted-foreground">
                        <Trans>distance minimale {metres}</Trans>
                      </span>
                    ) : null}
                  </th>
                  <td className="px-1 py-2 text-right whitespace-nowrap">{withUnit(formatDecimal(i18n.locale, maxJoules, 2), "J")}</td>
                  <td className="px-1 py-2 text-right">{fps(maxJoules, REFERENCE_BB_GRAMS)}</td>
                  {otherWeight ? <td className="px-1 py-2 text-right font-semibold">{fps(maxJoules, bbGrams)}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ToolboxSection>
  );
}
