import { COUNTRIES } from "@escouade/contracts/countries";
import { SPOKEN_LANGUAGES } from "@escouade/contracts/languages";
import { onboardingSchema, type OnboardingInput } from "@escouade/contracts/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { Button } from "@/components/ui/button.tsx";
import { CheckboxField } from "@/components/ui/checkbox-field.tsx";
import { FormField, useFieldError } from "@/components/ui/form-field.tsx";
import { Input } from "@/components/ui/input.tsx";
import { Select } from "@/components/ui/select.tsx";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import { refreshSession } from "@/lib/session.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { LanguagePicker } from "@/domain/languages/language-picker.tsx";
import { useDisplayNames } from "@/lib/display-names.ts";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

const route = getRouteApi("/$lang/register");

const FIELDS = ["username", "firstName", "lastName", "phone", "birthDate", "country", "city", "postalCode", "languages", "termsAccepted"] as const;

export function OnboardingForm() {
  const trpc = useTRPC();
  const trpcClient = useTRPCClient();
  const { t } = useLingui();
  const { lang } = route.useParams();
  const { redirect } = route.useSearch();
  // Onboarded: on to where they were going (a shared game), else their profile.
  const goOn = () => (redirect ? navigate({ href: redirect }) : navigate({ to: "/$lang/profile/profile", params: { lang } }));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const names = useDisplayNames();
  const form = useAppForm<OnboardingInput>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: {
      username: "",
      firstName: "",
      lastName: "",
      phone: "",
      birthDate: "",
      country: (COUNTRIES.some((c) => c.code === lang) ? lang : "fr") as OnboardingInput["country"],
      city: "",
      postalCode: "",
      languages: SPOKEN_LANGUAGES.includes(lang as never) ? [lang as OnboardingInput["languages"][number]] : [],
      // The schema demands `true`; the box starts unticked.
      termsAccepted: false as unknown as true,
    },
  });
  const { isSubmitting } = form.formState;
  const languagesError = useFieldError(form.control, "languages");
  const termsError = useFieldError(form.control, "termsAccepted");
  const mutation = useMutation(trpc.profiles.completeOnboarding.mutationOptions({ meta: { handlesError: true } }));

  const countries = useMemo(
    () => COUNTRIES.map((c) => ({ code: c.code, name: names.country(c.code) })).sort((a, b) => names.collator.compare(a.name, b.name)),
    [names],
  );

  async function checkUsername() {
    const username = form.getValues("username");
    if (!(await form.trigger("username"))) return;
    const { available } = await trpcClient.profiles.checkUsername.query({ username }).catch(() => ({ available: true }));
    if (!available) form.setError("username", { message: "USERNAME_TAKEN" });
  }

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      const info = readAppError(error);
      if (info.appCode === "USERNAME_TAKEN") {
        form.setError("username", { message: "USERNAME_TAKEN" }, { shouldFocus: true });
      } else if (info.appCode === "PROFILE_ALREADY_FILLED") {
        await refreshSession(queryClient);
        await goOn();
        return;
      } else {
        showFieldErrors(form.setError, info, FIELDS);
      }
      toast.error(info.message);
      return;
    }
    toast.success(t`Inscription terminée, bienvenue dans l'Escouade !`);
    await refreshSession(queryClient);
    await goOn();
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-5">
      <FormSummary />
      <FormField
        control={form.control}
        name="username"
        messages={{ USERNAME_TAKEN: t`Ce pseudo est déjà pris` }}
        label={<Trans>Pseudo</Trans>}
        hint={<Trans>Le nom sous lequel les autres joueurs vous connaîtront.</Trans>}
      >
        {(a11y) => <Input {...a11y} autoComplete="username" {...form.register("username", { onBlur: () => void checkUsername() })} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField control={form.control} name="firstName" label={<Trans>Prénom</Trans>}>
          {(a11y) => <Input {...a11y} autoComplete="given-name" {...form.register("firstName")} />}
        </FormField>
        <FormField control={form.control} name="lastName" label={<Trans>Nom</Trans>}>
          {(a11y) => <Input {...a11y} autoComplete="family-name" {...form.register("lastName")} />}
        </FormField>
        <FormField control={form.control} name="phone" label={<Trans>Téléphone</Trans>}>
          {(a11y) => <Input {...a11y} type="tel" autoComplete="tel" placeholder="+33 6 12 34 56 78" {...form.register("phone")} />}
        </FormField>
        <FormField control={form.control} name="birthDate" label={<Trans>Date de naissance</Trans>} hint={<Trans>Vous devez avoir 18 ans ou plus.</Trans>}>
          {(a11y) => <Input {...a11y} type="date" autoComplete="bday" {...form.register("birthDate")} />}
        </FormField>
        <FormField control={form.control} name="country" label={<Trans>Pays</Trans>}>
          {(a11y) => (
            <Select {...a11y} autoComplete="country" {...form.register("country")}>
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField control={form.control} name="city" label={<Trans>Ville</Trans>}>
          {(a11y) => <Input {...a11y} autoComplete="address-level2" {...form.register("city")} />}
        </FormField>
        <FormField control={form.control} name="postalCode" label={<Trans>Code postal</Trans>}>
          {(a11y) => <Input {...a11y} autoComplete="postal-code" {...form.register("postalCode")} />}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => <LanguagePicker value={field.value} onChange={field.onChange} error={languagesError} />}
      />
      <CheckboxField
        label={<Trans>J'accepte les conditions d'utilisation et la politique de confidentialité d'Escouade.</Trans>}
        details={
          // In a new tab: reading the terms never loses what was typed here.
          <p className="flex flex-wrap gap-x-4">
            <Link
              to="/$lang/term-of-use"
              params={{ lang }}
              target="_blank"
              className="inline-flex min-h-11 items-center font-medium underline underline-offset-2"
            >
              <Trans>Lire les conditions d'utilisation</Trans>
            </Link>
            <Link
              to="/$lang/privacy-policy"
              params={{ lang }}
              target="_blank"
              className="inline-flex min-h-11 items-center font-medium underline underline-offset-2"
            >
              <Trans>Lire la politique de confidentialité</Trans>
            </Link>
          </p>
        }
        error={termsError}
        {...form.register("termsAccepted")}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Enregistrement...</Trans> : <Trans>Terminer mon inscription</Trans>}
      </Button>
    </AppForm>
  );
}
