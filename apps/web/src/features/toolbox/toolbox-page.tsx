import { Trans } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { BatteryCalculator } from "./battery-calculator.tsx";
import { EngagementDistanceTable } from "./engagement-distance-table.tsx";
import { FieldClassesTable } from "./field-classes-table.tsx";
import { GlossarySection } from "./glossary-section.tsx";
import { PowerCalculator } from "./power-calculator.tsx";
import { usePowerCalculator } from "./use-power-calculator.ts";

const route = getRouteApi("/$lang/toolbox/");

/** Public toolbox (docs/product.md §7): power calculators, usual limits, battery, glossary. Results follow the typing. */
export function ToolboxPage() {
  const glossary = route.useLoaderData();
  const calculator = usePowerCalculator();
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          <Trans>Boîte à outils</Trans>
        </h1>
        <p className="max-w-2xl text-muted-foreground">
          <Trans>Calculateurs de puissance et de batterie, limites usuelles des terrains et glossaire de l'airsoft.</Trans>
        </p>
      </header>
      <div className="grid items-start gap-4 lg:grid-cols-2 lg:gap-6">
        <PowerCalculator calculator={calculator} />
        <FieldClassesTable bbGrams={calculator.bbGrams} />
        <EngagementDistanceTable joules={calculator.power?.joules ?? null} />
        <BatteryCalculator />
        <GlossarySection entries={glossary} className="lg:col-span-2" />
      </div>
    </div>
  );
}
