import { createFileRoute } from "@tanstack/react-router";
import { PartnerPage } from "@/features/contact/partner-page.tsx";

export const Route = createFileRoute("/$lang/partner/")({
  component: PartnerPage,
});
