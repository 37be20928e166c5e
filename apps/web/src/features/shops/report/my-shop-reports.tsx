import type { ShopStatus } from "@escouade/contracts/shops";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { SHOP_STATUS_LABELS, SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { QueryState } from "@/components/ui/query-state.tsx";
import { cn } from "@/lib/cn.ts";
import { formatDate } from "@/lib/dates.ts";
import { useTRPC, type RouterOutputs } from "@/lib/trpc.ts";

const STATUS_TONES: Record<ShopStatus, string> = {
  pending: "bg-muted text-muted-foreground",
  approved: "bg-primary/10 text-primary dark:bg-primary/20",
  rejected: "bg-destructive/10 text-destructive",
};

/** The reporter's own reports and where each one stands. */
export function MyShopReports({ lang }: { lang: string }) {
  const trpc = useTRPC();
  const reports = useQuery(trpc.shops.getMyShopReports.queryOptions());

  return (
    <QueryState query={reports} failed={<Trans>Vos signalements n'ont pas pu être chargés.</Trans>}>
      {(items) => <ShopReportItems items={items} lang={lang} />}
    </QueryState>
  );
}

function ShopReportItems({ items, lang }: { items: RouterOutputs["shops"]["getMyShopReports"]; lang: string }) {
  const { i18n } = useLingui();
  if (items.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>Vous n'avez encore rien signalé.</Trans>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-border">
      {items.map((report) => (
        <li key={report.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
          <div className="min-w-0">
            <p className="font-semibold">{report.name}</p>
            <p className="text-sm text-muted-foreground">
              {i18n._(SHOP_TYPE_LABELS[report.type])} · {report.city} · {formatDate(report.createdAt, lang, "shortDate")}
            </p>
          </div>
          <span className={cn("shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold", STATUS_TONES[report.status])}>
            {i18n._(SHOP_STATUS_LABELS[report.status])}
          </span>
        </li>
      ))}
    </ul>
  );
}
