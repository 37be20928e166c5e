import { Trans } from "@lingui/react/macro";
import { getRouteApi } from "@tanstack/react-router";
import { Card } from "@/components/ui/card.tsx";
import { MyShopReports } from "./my-shop-reports.tsx";
import { ReportShopForm } from "./report-shop-form.tsx";

const route = getRouteApi("/$lang/_authed/shops/report");

export function ReportShopPage() {
  const { lang } = route.useParams();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          <Trans>Signaler une boutique manquante</Trans>
        </h1>
        <p className="text-sm text-muted-foreground">
          <Trans>Une boutique, un terrain ou un atelier manque à la carte ? Dites-nous où le trouver : un modérateur vérifiera avant de l'ajouter.</Trans>
        </p>
      </header>
      <Card>
        <ReportShopForm lang={lang} />
      </Card>
      <section aria-labelledby="my-shop-reports" className="space-y-3">
        <h2 id="my-shop-reports" className="text-lg font-bold">
          <Trans>Mes signalements</Trans>
        </h2>
        <Card className="py-2 sm:py-3">
          <MyShopReports lang={lang} />
        </Card>
      </section>
    </div>
  );
}
