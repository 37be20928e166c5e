import { SPOKEN_LANGUAGES, type SpokenLanguage } from "@escouade/contracts/languages";
import { BIO_MAX, updateProfileSchema, type UpdateProfileData, type UpdateProfileInput } from "@escouade/contracts/players";
import { zodResolver } from "@hookform/resolvers/zod";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast.ts";
import { LanguagePicker } from "@/domain/languages/language-picker.tsx";
import { Button } from "@/components/ui/button.tsx";
import { FormField, useFieldError } from "@/components/ui/form-field.tsx";
import { Textarea } from "@/components/ui/textarea.tsx";
import { readAppError, showFieldErrors } from "@/lib/app-errors.ts";
import { refreshSession } from "@/lib/session.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { MAX_IMAGE_MB } from "@/lib/image-limits.ts";
import { AvailabilityChoice } from "./availability-choice.tsx";
import { AvatarPicker } from "./avatar-picker.tsx";
import { VisibilityChoice } from "./visibility-choice.tsx";
import { BannerPicker } from "@/domain/media/image-picker.tsx";
import { AppForm, FormSummary, useAppForm } from "@/components/ui/form.tsx";

const FIELDS = ["bio", "avatar", "bannerKey", "availability", "languages", "nameVisibility", "ageVisibility"] as const;

/** The own profile as getOwnProfile answers it (its languages column is plain text). */
export type EditableProfile = Omit<UpdateProfileData, "languages"> & { userId: string; username: string; languages: readonly string[] };

const isSpokenLanguage = (code: string): code is SpokenLanguage => (SPOKEN_LANGUAGES as readonly string[]).includes(code);

export function ProfileForm({ profile, onSaved }: { profile: EditableProfile; onSaved: () => void }) {
  const trpc = useTRPC();
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useAppForm<UpdateProfileInput, unknown, UpdateProfileData>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      bio: profile.bio,
      avatar: profile.avatar,
      bannerKey: profile.bannerKey,
      availability: profile.availability,
      languages: profile.languages.filter(isSpokenLanguage),
      nameVisibility: profile.nameVisibility,
      ageVisibility: profile.ageVisibility,
    },
  });
  const { isSubmitting } = form.formState;
  const avatarError = useFieldError(form.control, "avatar");
  const bannerError = useFieldError(form.control, "bannerKey");
  const languagesError = useFieldError(form.control, "languages");
  const privacyHeading = useId();
  const bioLength = useWatch({ control: form.control, name: "bio" })?.length ?? 0;
  const mutation = useMutation(trpc.profiles.updateProfile.mutationOptions());

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      // The query client shows why; the fields say which.
      const info = readAppError(error);
      showFieldErrors(form.setError, info, FIELDS);
      return;
    }
    toast.success(t`Profil mis à jour`);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.profiles.getOwnProfile.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.players.getProfileById.queryKey({ userId: profile.userId }) }),
      // The session carries the avatar the header shows.
      refreshSession(queryClient),
    ]);
    onSaved();
  });

  return (
    <AppForm form={form} onSubmit={onSubmit} className="space-y-6">
      <FormSummary />
      <Controller
        control={form.control}
        name="avatar"
        render={({ field }) => <AvatarPicker username={profile.username} value={field.value} onChange={field.onChange} error={avatarError} />}
      />
      <Controller
        control={form.control}
        name="bannerKey"
        render={({ field }) => (
          <BannerPicker
            value={field.value}
            onChange={field.onChange}
            hint={<Trans>JPEG, PNG ou WebP, {MAX_IMAGE_MB} Mo maximum. Un format large rend mieux.</Trans>}
            error={bannerError}
          />
        )}
      />
      <FormField
        control={form.control}
        name="bio"
        label={<Trans>À propos</Trans>}
        hint={<Trans>Votre style de jeu, votre rôle préféré, ce que vous cherchez.</Trans>}
      >
        {(a11y) => (
          <div className="space-y-1">
            <Textarea {...a11y} maxLength={BIO_MAX} {...form.register("bio")} />
            <p className="text-right text-xs text-muted-foreground">
              {i18n.number(bioLength)} / {i18n.number(BIO_MAX)}
            </p>
          </div>
        )}
      </FormField>
      <Controller control={form.control} name="availability" render={({ field }) => <AvailabilityChoice value={field.value} onChange={field.onChange} />} />
      <Controller
        control={form.control}
        name="languages"
        render={({ field }) => <LanguagePicker value={field.value} onChange={field.onChange} error={languagesError} />}
      />
      <section aria-labelledby={privacyHeading} className="space-y-4 rounded-xl border border-border p-4">
        <div className="space-y-1">
          <h3 id={privacyHeading} className="font-semibold">
            <Trans>Votre nom et votre âge</Trans>
          </h3>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Tout le monde voit votre pseudo. Les personnes qui organisent les parties auxquelles vous vous inscrivez voient toujours vos nom et prénom, pour
              l'assurance et l'accueil sur le terrain.
            </Trans>
          </p>
        </div>
        <Controller
          control={form.control}
          name="nameVisibility"
          render={({ field }) => <VisibilityChoice legend={<Trans>Qui voit vos nom et prénom</Trans>} value={field.value} onChange={field.onChange} />}
        />
        <Controller
          control={form.control}
          name="ageVisibility"
          render={({ field }) => <VisibilityChoice legend={<Trans>Qui voit votre âge</Trans>} value={field.value} onChange={field.onChange} />}
        />
      </section>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Enregistrement...</Trans> : <Trans>Enregistrer</Trans>}
      </Button>
    </AppForm>
  );
}
