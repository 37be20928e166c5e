import { ENGAGEMENT_DISTANCES, engagementBand } from "@escouade/contracts/toolbox";
import { Trans, useLingui } from "@lingui/react/macro";
import { cn } from "@/lib/cn.ts";
import { formatDecimal, withUnit } from "./number-format.ts";
import { ToolboxSection } from "./toolbox-section.tsx";

/** Minimum engagement distance by energy; the band of the computed energy stands out. */
export function EngagementDistanceTable({ joules }: { joules: number | null }) {
  const { i18n } = useLingui();
  const current = joules === null ? null : engagementBand(joules);
  const energy = (value: number) => withUnit(formatDecimal(i18n.locale, value, 2), "J");
  return (
    <ToolboxSection
      title={<Trans>Distance minimale d'engagement</Trans>}
      intro={<Trans>En dessous de cette distance, on ne tire pas : on propose la reddition. Règle courante, à vérifier sur votre terrain.</Trans>}
    >
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-muted-foreground">
            <th scope="col" className="px-2 py-2 font-medium">
              <Trans>Énergie</Trans>
            </th>
            <th scope="col" className="px-2 py-2 text-right font-medium">
              <Trans>Distance minimale</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {ENGAGEMENT_DISTANCES.map((band, index) => {
            const from = index === 0 ? null : ENGAGEMENT_DISTANCES[index - 1]!.upToJoules;
            const upTo = band.upToJoules === null ? null : energy(band.upToJoules);
            const above = from === null ? null : energy(from);
            const metres = withUnit(formatDecimal(i18n.locale, band.metres, 0), "m");
            const highlighted = band === current;
            return (
              <tr
                key={band.metres}
                aria-current={highlighted ? "true" : undefined}
                className={cn("border-t border-border", highlighted && "bg-accent/15 font-semibold")}
              >
                <td className="px-2 py-2">
                  {above === null ? (
                    <Trans>jusqu'à {upTo}</Trans>
                  ) : upTo === null ? (
                    <Trans>plus de {above}</Trans>
                  ) : (
                    <Trans>
                      de {above} à {upTo}
                    </Trans>
                  )}
                  {highlighted ? (
                    <span className="ml-2 inline-block rounded-full bg-accent px-2 py-0.5 text-xs whitespace-nowrap text-accent-foreground">
                      <Trans>votre réplique</Trans>
                    </span>
                  ) : null}
                  {band.upToJoules === null ? (
                    <span className="block text-xs font-normal text-muted-foreground">
                      <Trans>beaucoup de terrains refusent ces répliques</Trans>
                    </span>
                  ) : null}
                </td>
                <td className="px-2 py-2 text-right">{band.metres === 0 ? <Trans>Aucune</Trans> : metres}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ToolboxSection>
  );
}
