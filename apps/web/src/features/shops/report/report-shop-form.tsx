import { reportShopSchema, SHOP_TYPES, type ReportShopData, type ReportShopInput } from "@escouade/contracts/shops";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type DefaultValues } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { SHOP_TYPE_LABELS } from "@/domain/shops/shop-labels.ts";
import { Button } from "@/components/ui/button.tsx";
import { FormField } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select, SelectOptions } from "@/components/ui/select.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { ReportAddressFields } from "./report-address-fields.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

/** Fields the server may name in its flattened zod error (the address arrives under its own key). */
const SERVER_FIELDS = ["name", "type", "address", "website", "comment"] as const;

// An address object with no coordinates yet: the schema then asks for a pick, not for an object.
const DEFAULTS: DefaultValues<ReportShopInput> = { name: "", address: { street: "", city: "", postalCode: "" }, website: "", comment: "" };

export function ReportShopForm({ lang }: { lang: string }) {
  const trpc = useTRPC();
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useAppForm<ReportShopInput, unknown, ReportShopData>({ resolver: zodResolver(reportShopSchema), defaultValues: DEFAULTS });
  const { isSubmitting } = form.formState;
  const reportShop = useMutation(trpc.shops.reportShop.mutationOptions({ meta: { handlesError: true } }));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reportShop.mutateAsync(values);
    } catch (error) {
      const info = readAppError(error);
      showFieldErrors(form.setError, info, SERVER_FIELDS);
      toast.error(t`Le signalement n'a pas pu être envoyé`, { description: info.message });
      return;
    }
    toast.success(t`Merci ! Votre signalement sera vérifié par un modérateur.`);
    await queryClient.invalidateQueries({ queryKey: trpc.shops.getMyShopReports.queryKey() });
    await navigate({ to: "/$lang/search/shops", params: { lang } });
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-5">
      <FormSummary />
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_16rem]">
        <FormField control={form.control} name="name" label={<Trans>Nom du lieu</Trans>}>
          {(a11y) => <Input {...a11y} autoComplete="off" maxLength={120} {...form.register("name")} />}
        </FormField>
        <FormField control={form.control} name="type" label={<Trans>Type</Trans>}>
          {(a11y) => (
            <Select {...a11y} defaultValue="" {...form.register("type", { setValueAs: (value: string) => value || undefined })}>
              <option value="" disabled>
                {t`Choisissez un type`}
              </option>
              <SelectOptions values={SHOP_TYPES} labels={SHOP_TYPE_LABELS} />
            </Select>
          )}
        </FormField>
      </div>
      <ReportAddressFields form={form} />
      {/* The shared sentence, with the example of a shop's site. */}
      <FormField
        control={form.control}
        name="website"
        messages={{ url_invalid: t`Adresse web invalide, par exemple https://www.exemple.fr` }}
        label={<Trans>Site web</Trans>}
        hint={<Trans>Facultatif</Trans>}
      >
        {(a11y) => <Input {...a11y} type="url" inputMode="url" autoComplete="off" placeholder="https://" maxLength={300} {...form.register("website")} />}
      </FormField>
      <FormField
        control={form.control}
        name="comment"
        label={<Trans>Commentaire pour les modérateurs</Trans>}
        hint={<Trans>Facultatif : horaires, spécialités, comment vous connaissez ce lieu...</Trans>}
      >
        {(a11y) => <Textarea {...a11y} maxLength={1000} {...form.register("comment")} />}
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Envoi en cours...</Trans> : <Trans>Envoyer le signalement</Trans>}
      </Button>
    </AppForm>
  );
}
