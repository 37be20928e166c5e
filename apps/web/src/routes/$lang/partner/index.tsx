import { createFileRoute } from "@tanstack/react-router";
import { PartnerForm } from "@/features/contact/partner-form.tsx";
import { PartnerPage } from "@/features/partner/partner-page.tsx";

export const Route = createFileRoute("/$lang/partner/")({
  component: PartnerRoute,
});

function PartnerRoute() {
  return <PartnerPage form={<PartnerForm />} />;
}
