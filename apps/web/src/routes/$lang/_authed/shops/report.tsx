import { createFileRoute } from "@tanstack/react-router";
import { ReportShopPage } from "@/features/shops/report/report-shop-page.tsx";

export const Route = createFileRoute("/$lang/_authed/shops/report")({
  component: ReportShopPage,
});
